import { describe, expect, it } from 'vitest';
import {
  PDF_BID_ROWS,
  overviewFileName,
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
});
