import { describe, expect, it } from 'vitest';
import {
  PDF_BID_ROWS,
  moneyFormatter,
  overviewFileName,
  pdfLocale,
  rangeText,
  renderOverviewPdf,
} from '../../src/modules/overview/overview-pdf.ts';
import { overviewFixture } from './overview-fixture.ts';
import { pdfPages } from './pdf-text.ts';

describe('the auction overview PDF', () => {
  it('prints names in any script, and the newest bids with a note when there are too many', async () => {
    const overview = overviewFixture(PDF_BID_ROWS + 150);
    const pages = await pdfPages(await renderOverviewPdf(overview));
    const text = pages.join('\n');
    expect(text).toContain('Стальные балки / Ocelové nosníky');
    expect(text).toContain(`Showing the last ${PDF_BID_ROWS} of ${PDF_BID_ROWS + 150} bids`);
    // Bids are worth 1000 down to 551: the oldest 150 (1000..851) are left out.
    expect(text).not.toMatch(/CZK\s?851\.00/);
    expect(text).toMatch(/CZK\s?850\.00/);
    expect(text).toMatch(/CZK\s?551\.00/);
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages[0]).toContain('Generated 2030-05-01 09:30 UTC by Tendermark');
    expect(text).toContain('60 min + 10 min prolonged');
  });

  it('names the file after the tender in plain ASCII', () => {
    expect(overviewFileName(overviewFixture(0))).toBe(
      'auction-overview-Ocelove-nosniky-2030-05-01.pdf',
    );
  });

  it('writes money the way the reader’s locale does, in the tender currency', async () => {
    expect(moneyFormatter('USD')(9475)).toBe('$9,475.00');
    expect(moneyFormatter('USD', 'de-DE')(9475)).toBe('9.475,00\u00a0$');
    expect(moneyFormatter('EUR', 'fr-FR')(9475)).toMatch(/^9\s475,00\s€$/u);
    expect(pdfLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(pdfLocale('*')).toBe('en-US');
    expect(pdfLocale('not a tag!, en-GB')).toBe('en-GB');
    expect(pdfLocale(undefined)).toBe('en-US');
    const text = (
      await pdfPages(await renderOverviewPdf(overviewFixture(3), { locale: 'de-DE' }))
    ).join('\n');
    expect(text).toMatch(/40\.000,00\s?CZK/);
    expect(text).not.toMatch(/CZK\s?40,000\.00/);
  });

  it('writes a one-sided criterion range in words, not as a dash beside a dash', async () => {
    const plain = (value: number | null) => (value === null ? '–' : String(value));
    expect(rangeText(null, 60, plain)).toBe('at most 60');
    expect(rangeText(1, null, plain)).toBe('at least 1');
    expect(rangeText(1, 60, plain)).toBe('1 – 60');
    expect(rangeText(null, null, plain)).toBe('–');
    const overview = overviewFixture(3);
    overview.criteria.push({
      ...overview.criteria[0],
      id: 'c2',
      name: 'Delivery days',
      unitName: 'Days',
      weight: 0.2,
      minBid: null,
      maxBid: 60,
      isPrice: false,
      bestBid: 14,
    });
    const text = (await pdfPages(await renderOverviewPdf(overview))).join('\n');
    expect(text).toContain('at most 60');
    expect(text).not.toMatch(/–\s*–\s*60/);
  });
});
