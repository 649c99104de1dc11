/**
 * The award letter as a PDF, on the overview's pdfkit layout (pdf-layout.ts) and with its money
 * and date formats: amounts in the tender currency written the reader's way, times in UTC.
 */
import { moneyFormatter, utcMinute } from '../overview/overview-pdf.ts';
import {
  BOLD,
  REGULAR,
  createPdf,
  heading,
  keyValues,
  note,
  stampFooters,
  table,
  toBuffer,
} from '../overview/pdf-layout.ts';

export type AwardLetter = {
  tender: {
    id: string;
    name: string;
    currency: string;
    isVatIncluded: boolean;
    /** The buyer made the award final: it can no longer be cancelled. */
    isFinal: boolean;
    url: string;
  };
  buyer: { userName: string; companyName: string | null };
  supplier: { userName: string; fullName: string | null; companyName: string | null };
  /** One line per awarded item, or one for the whole tender (quantity null). */
  lines: Array<{ name: string; quantity: number | null; unitName: string; amount: number }>;
  awardedAt: Date;
  generatedAt: Date;
};

const withCompany = (name: string, companyName: string | null) =>
  companyName ? `${name} (${companyName})` : name;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The letter; `locale` (see pdfLocale) decides how amounts are written. */
export async function renderAwardLetterPdf(
  letter: AwardLetter,
  { locale = 'en-US' }: { locale?: string } = {},
): Promise<Buffer> {
  const { tender, supplier } = letter;
  const money = moneyFormatter(tender.currency, locale);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const tenderName = tender.name.trim() || 'Untitled auction';
  const addressee = supplier.fullName ?? supplier.userName;
  const total = round4(letter.lines.reduce((sum, line) => sum + line.amount, 0));

  const doc = await createPdf({
    title: `Award letter: ${tenderName}`,
    createdAt: letter.generatedAt,
  });
  doc.fillColor('#555555').fontSize(10).text('Award letter');
  doc.fillColor('black').font(BOLD).fontSize(20).text(tenderName);
  doc.font(REGULAR).fontSize(10).moveDown(0.8);
  keyValues(doc, [
    ['From (buyer)', withCompany(letter.buyer.userName, letter.buyer.companyName)],
    ['To (supplier)', withCompany(addressee, supplier.companyName)],
    ['Tender reference', tender.id],
    ['Awarded on', utcMinute(letter.awardedAt.toISOString())],
    ['Currency', `${tender.currency}, VAT ${tender.isVatIncluded ? 'included' : 'excluded'}`],
  ]);
  doc.moveDown(0.8);
  // keyValues leaves the cursor in its value column.
  doc.x = doc.page.margins.left;
  doc
    .font(REGULAR)
    .fontSize(11)
    .text(`Dear ${addressee},`, { paragraphGap: 6 })
    .text(
      `we are pleased to inform you that your offer in the auction "${tenderName}" has been awarded as follows.`,
      { paragraphGap: 4 },
    );

  heading(doc, 'Awarded');
  table(
    doc,
    [
      { header: 'Awarded', width: 0.4 },
      { header: 'Quantity', width: 0.18, align: 'right' },
      { header: 'Unit price', width: 0.2, align: 'right' },
      { header: 'Amount', width: 0.22, align: 'right' },
    ],
    letter.lines.map((line) => [
      line.name,
      line.quantity === null ? '–' : `${number.format(line.quantity)} ${line.unitName}`.trim(),
      line.quantity ? money(round4(line.amount / line.quantity)) : '–',
      money(line.amount),
    ]),
    { fontSize: 10 },
  );
  doc.moveDown(0.5);
  keyValues(doc, [['Total awarded', money(total)]]);

  heading(doc, 'Next step');
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(
      'The buyer will contact you to conclude the contract on these terms. The tender, its messages and your offer stay available on Tendermark:',
      { paragraphGap: 2 },
    )
    .fillColor('#1c5fa8')
    .text(tender.url, { link: tender.url, underline: true })
    .fillColor('black');
  if (!tender.isFinal) {
    doc.moveDown(0.5);
    note(
      doc,
      'The buyer has not made this award final yet: until then it may still be cancelled, in which case you will be told.',
    );
  }

  stampFooters(doc, `Generated ${utcMinute(letter.generatedAt.toISOString())} by Tendermark`);
  return toBuffer(doc);
}
