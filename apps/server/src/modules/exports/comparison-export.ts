/**
 * GET ExportComparison: the owner's comparison matrix (award/comparison-service.ts) as a table,
 * one row per participating supplier: position, total, savings and score, then each item's unit
 * price and line total, each criterion's value and weighted score, and each must-have answer.
 */
import { exportFileName, type TTenderComparison } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { comparisonForOwner } from '../award/comparison-service.ts';
import type { NamedTable } from './bid-exports.ts';
import type { ColumnKind, ExportCell, ExportColumn, ExportTable } from './table-writer.ts';

type Row = TTenderComparison['rows'][number];

/** A column and how each supplier's row fills it. */
type Field = ExportColumn & { cell: (row: Row) => ExportCell };

/** Wide enough for its header, within reason. */
const field = (header: string, kind: ColumnKind, cell: Field['cell']): Field => ({
  header,
  kind,
  width: Math.min(40, Math.max(12, header.length + 2)),
  cell,
});

function fieldsOf(comparison: TTenderComparison): Field[] {
  return [
    field('Position', 'integer', (row) => row.position),
    field('Supplier', 'text', (row) => row.userName),
    field('Company', 'text', (row) => row.companyName),
    field('Total', 'money', (row) => row.total),
    field('Lowest total', 'boolean', (row) => row.isBestTotal),
    field('Savings', 'money', (row) => row.savings),
    field('Savings (%)', 'number', (row) => row.savingsPercent),
    field('Score', 'score', (row) => row.score),
    ...comparison.items.flatMap(({ itemId, name }) => {
      const cell = (row: Row) => row.items.find((each) => each.itemId === itemId);
      return [
        field(`${name}: unit price`, 'money', (row) => cell(row)?.unitPrice ?? null),
        field(`${name}: line total`, 'money', (row) => cell(row)?.lineTotal ?? null),
      ];
    }),
    ...comparison.criteria.flatMap(({ criterionId, name, unit, isPrice }) => {
      const cell = (row: Row) => row.criteria.find((each) => each.criterionId === criterionId);
      return [
        field(
          `${name}${unit ? ` (${unit})` : ''}`,
          isPrice ? 'money' : 'number',
          (row) => cell(row)?.value ?? null,
        ),
        field(`${name}: weighted score`, 'score', (row) => cell(row)?.weightedScore ?? null),
      ];
    }),
    ...comparison.mustHaves.map(({ mustHaveId, text, isMandatory }) =>
      field(
        `${isMandatory ? 'Mandatory' : 'Must-have'}: ${text}`,
        'boolean',
        (row) => row.mustHaves.find((each) => each.mustHaveId === mustHaveId)?.answer ?? null,
      ),
    ),
    field('Meets mandatory must-haves', 'boolean', (row) => row.meetsMandatoryMustHaves),
    field('Attachments', 'text', (row) => row.attachments.map((file) => file.name).join('; ')),
    field('Offer description', 'text', (row) => row.offerDescription),
  ];
}

export function comparisonTable(comparison: TTenderComparison): ExportTable {
  const fields = fieldsOf(comparison);
  return {
    sheetName: 'Comparison',
    currency: comparison.currency,
    columns: fields.map(({ header, kind, width }) => ({ header, kind, width })),
    rows: comparison.rows.map((row) => fields.map((each) => each.cell(row))),
  };
}

/** The owner's comparison of an ended tender (403 for a participant, 404 for others, 409 before the end). */
export async function comparisonExport(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
): Promise<NamedTable> {
  const comparison = await comparisonForOwner(ctx, user.id, tenderId);
  const now = ctx.clock.now();
  const tender = { id: comparison.tenderId, name: comparison.tenderName };
  return {
    table: comparisonTable(comparison),
    fileName: (extension) => exportFileName('comparison', tender, extension, now),
  };
}
