/**
 * GET ExportAuctionOverviewPdf: the auction overview as a PDF rendered on the server. It prints
 * exactly the overview the viewer may see (aliases and hidden values included), so both share
 * one set of visibility rules.
 */
import {
  AUCTION_FORMAT_NAMES,
  Constants,
  TenderStatusLabels,
  type TAuctionOverview,
  type TenderStatusId,
  type TOverviewParty,
} from '@tendermark/shared';
import {
  createPdf,
  heading,
  keyValues,
  note,
  stampFooters,
  table,
  toBuffer,
  BOLD,
  REGULAR,
  type Pdf,
} from './pdf-layout.ts';

/** The PDF lists the newest this many bids; the whole log stays in the app and the API. */
export const PDF_BID_ROWS = 300;

const dash = '–';

/** "2030-05-01 08:25 UTC": a document read anywhere names its zone. */
export function utcMinute(iso: string | null): string {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : dash;
}

const DEFAULT_LOCALE = 'en-US';

/**
 * The reader's locale from an Accept-Language header (its first tag that Intl knows), so amounts
 * read "$9,475.00" in the US and "9.475,00 $" in Germany; en-US when there is none.
 */
export function pdfLocale(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (!tag || tag === '*') continue;
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return DEFAULT_LOCALE;
}

/** Money in the tender currency, written the way the reader's locale writes it. */
export function moneyFormatter(
  currency: string,
  locale = DEFAULT_LOCALE,
): (value: number | null) => string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  return (value) => (value === null ? dash : format.format(value));
}

type Formats = { money: (value: number | null) => string; plain: (value: number | null) => string };

function formatsFor(currency: string, locale: string): Formats {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  return {
    money: moneyFormatter(currency, locale),
    plain: (value) => (value === null ? dash : number.format(value)),
  };
}

/** A criterion's allowed values: "1 – 60", "at least 1", "at most 60", or a dash for none. */
export function rangeText(
  minBid: number | null,
  maxBid: number | null,
  plain: Formats['plain'],
): string {
  if (minBid !== null && maxBid !== null) return `${plain(minBid)} ${dash} ${plain(maxBid)}`;
  if (minBid !== null) return `at least ${plain(minBid)}`;
  if (maxBid !== null) return `at most ${plain(maxBid)}`;
  return dash;
}

const partyName = (party: TOverviewParty) =>
  [party.label, party.companyName ? `(${party.companyName})` : '', party.isMe ? '(you)' : '']
    .filter(Boolean)
    .join(' ');

const statusLabel = (status: number) =>
  TenderStatusLabels[status as TenderStatusId] ?? String(status);

/** A file name every browser and file system accepts: ASCII letters, digits and dashes. */
export function overviewFileName(overview: TAuctionOverview): string {
  const slug = overview.name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-$/, '');
  const date = (overview.dates.endedAt ?? overview.dates.endDate).slice(0, 10);
  return `auction-overview-${slug || overview.tenderId.slice(0, 8)}-${date}.pdf`;
}

/** An overview, with its format when the caller has it (an older overview: the open auction). */

/**
 * When the auction ran: a sealed tender has no live auction, its offers opened at the deadline;
 * the others started and ran for their duration.
 */
function auctionMoments(overview: TAuctionOverview): Array<[string, string]> {
  const { dates } = overview;
  if (overview.auctionFormat === 'sealed')
    return [
      [
        'Offers opened',
        overview.sealedOpenedAt ? `${utcMinute(overview.sealedOpenedAt)}, by the clock` : dash,
      ],
    ];
  const duration =
    dates.prolongedMinutes > 0
      ? `${dates.durationMinutes} min + ${dates.prolongedMinutes} min prolonged`
      : `${dates.durationMinutes} min`;
  return [
    ['Auction start', utcMinute(dates.startDate)],
    ['Duration', duration],
    ['Auction end', utcMinute(dates.endedAt ?? dates.endDate)],
  ];
}

function summary(doc: Pdf, overview: TAuctionOverview, { money }: Formats) {
  const { dates } = overview;
  const buyer = overview.buyer.companyName
    ? `${overview.buyer.userName} (${overview.buyer.companyName})`
    : overview.buyer.userName;
  const savings = overview.savings
    ? `${money(overview.savings.amount)}${overview.savings.percent === null ? '' : ` (${overview.savings.percent}%)`}`
    : dash;
  const pairs: Array<[string, string]> = [
    ['Buyer', buyer],
    ['Status', statusLabel(overview.tenderStatus)],
    ['Format', AUCTION_FORMAT_NAMES[overview.auctionFormat ?? 'english']],
    ['Currency', `${overview.currency}, VAT ${overview.isVatIncluded ? 'included' : 'excluded'}`],
    ['Proposal deadline', utcMinute(dates.proposalEndDate)],
    ...auctionMoments(overview),
    ['Winner', overview.winner ? partyName(overview.winner) : dash],
    ['Expected total', money(overview.expectedTotal)],
    ['Winning total', money(overview.winningTotal)],
    ['Savings', savings],
  ];
  if (overview.canceledReason) pairs.splice(2, 0, ['Canceled because', overview.canceledReason]);
  keyValues(doc, pairs);
}

function ranking(doc: Pdf, overview: TAuctionOverview, { money }: Formats) {
  heading(doc, 'Final ranking');
  if (overview.ranking.length === 0) return note(doc, 'No supplier took part in the auction.');
  table(
    doc,
    [
      { header: 'Position', width: 0.12 },
      { header: 'Supplier', width: 0.46 },
      { header: 'Total', width: 0.24, align: 'right' },
      { header: 'Score', width: 0.18, align: 'right' },
    ],
    overview.ranking.map((row) => [
      row.position === null ? 'N/A' : `${row.position}${row.isWinner ? ' (winner)' : ''}`,
      partyName(row),
      money(row.total),
      row.score === null ? dash : row.score.toFixed(4),
    ]),
  );
  if (overview.ranking.some((row) => row.position === null))
    note(doc, `N/A: the offer missed an item or criterion (position ${Constants.noPosition}).`);
}

function parameters(doc: Pdf, overview: TAuctionOverview, { money, plain }: Formats) {
  heading(doc, 'Items');
  table(
    doc,
    [
      { header: 'Item', width: 0.3 },
      { header: 'Quantity', width: 0.14, align: 'right' },
      { header: 'Unit price', width: 0.18, align: 'right' },
      { header: 'Expected', width: 0.19, align: 'right' },
      { header: 'Best bid', width: 0.19, align: 'right' },
    ],
    overview.items.map((item) => [
      item.description ? `${item.name}\n${item.description}` : item.name,
      `${plain(item.quantity)} ${item.unitName}`.trim(),
      money(item.unitPrice),
      money(item.expPrice),
      money(item.bestBid),
    ]),
  );
  heading(doc, 'Criteria');
  table(
    doc,
    [
      { header: 'Criterion', width: 0.3 },
      { header: 'Unit', width: 0.13 },
      { header: 'Winning', width: 0.16 },
      { header: 'Weight', width: 0.11, align: 'right' },
      { header: 'Range', width: 0.15, align: 'right' },
      { header: 'Best bid', width: 0.15, align: 'right' },
    ],
    overview.criteria.map((criterion) => [
      criterion.name,
      criterion.unitName,
      criterion.winningThresholdName,
      `${Math.round(criterion.weight * 10_000) / 100}%`,
      rangeText(criterion.minBid, criterion.maxBid, plain),
      criterion.isPrice ? money(criterion.bestBid) : plain(criterion.bestBid),
    ]),
  );
  if (overview.mustHaveConditions.length > 0) {
    heading(doc, 'Must-have conditions');
    overview.mustHaveConditions.forEach((condition, index) =>
      doc
        .font(REGULAR)
        .fontSize(10)
        .text(`${index + 1}. ${condition.text}`, { paragraphGap: 2 }),
    );
  }
}

function participants(doc: Pdf, overview: TAuctionOverview) {
  heading(doc, 'Participants');
  if (overview.participants.length === 0) return note(doc, 'No suppliers.');
  table(
    doc,
    [
      { header: 'Supplier', width: 0.65 },
      { header: 'Final status', width: 0.35 },
    ],
    overview.participants.map((participant) => [partyName(participant), participant.statusName]),
  );
}

function bidHistory(doc: Pdf, overview: TAuctionOverview, formats: Formats) {
  heading(doc, 'Bid history');
  const { bids, totalCount } = overview.bidHistory;
  if (bids.length === 0) return note(doc, 'No bids.');
  const shown = bids.slice(-PDF_BID_ROWS);
  if (shown.length < totalCount)
    note(
      doc,
      `Showing the last ${shown.length} of ${totalCount} bids; the full history is in the app.`,
    );
  const { money, plain } = formats;
  table(
    doc,
    [
      { header: 'Time (UTC)', width: 0.2 },
      { header: 'Supplier', width: 0.3 },
      { header: 'Target', width: 0.26 },
      { header: 'Value', width: 0.24, align: 'right' },
    ],
    shown.map((bid) => [
      `${utcMinute(bid.at).replace(' UTC', '')}${bid.at.slice(16, 19)}`,
      partyName(bid.supplier),
      `${bid.targetName}${bid.phase === 'proposal' ? ' (proposal)' : ''}`,
      `${bid.targetKind === 'item' ? money(bid.value) : plain(bid.value)}${bid.withdrawn ? ' (withdrawn)' : ''}`,
    ]),
    { fontSize: 8 },
  );
}

/** The overview as a PDF; amounts and numbers follow `locale` (see pdfLocale), dates are UTC. */
export async function renderOverviewPdf(
  overview: TAuctionOverview,
  { locale = DEFAULT_LOCALE }: { locale?: string } = {},
): Promise<Buffer> {
  const generatedAt = new Date(overview.generatedAt);
  const doc = await createPdf({
    title: `Auction overview: ${overview.name}`,
    createdAt: generatedAt,
  });
  const formats = formatsFor(overview.currency, locale);

  doc.fillColor('#555555').fontSize(10).text('Auction overview');
  doc
    .fillColor('black')
    .font(BOLD)
    .fontSize(20)
    .text(overview.name || 'Untitled auction');
  doc.font(REGULAR).fontSize(10).moveDown(0.5);
  if (overview.viewerRole === 'supplier')
    note(
      doc,
      overview.othersValuesVisible
        ? 'Supplier view: other suppliers are shown anonymised.'
        : 'Supplier view of a ranked auction: other suppliers are anonymised and their values hidden.',
    );
  doc.moveDown(0.5);
  summary(doc, overview, formats);
  ranking(doc, overview, formats);
  parameters(doc, overview, formats);
  participants(doc, overview);
  bidHistory(doc, overview, formats);

  stampFooters(doc, `Generated ${utcMinute(overview.generatedAt)} by Tendermark`);
  return toBuffer(doc);
}
