// The auction format and its rules (issue 30) are draft parameters like the tie rule: a client
// that never names them gets today's open auction; UpdateTender accepts and returns them, fills
// in missing rules, refuses what is out of range, the history records them, a copy keeps them,
// they are fixed once scheduled, and suppliers read them with the tender.
import { describe, expect, it } from 'vitest';
import { AUCTION_FORMATS, DEFAULT_FORMAT_RULES, Messages } from '@tendermark/shared';
import { draftParameterSuite } from './draft-parameters.ts';

describe('the auction format of a tender', () => {
  const suite = draftParameterSuite();

  it('is the open (English) auction with the default rules for a new draft', async () => {
    const tender = await suite.read(await suite.newDraft());
    expect(tender.auctionFormat).toBe('english');
    expect(tender.formatRules).toEqual(DEFAULT_FORMAT_RULES);
  });

  it.each(AUCTION_FORMATS)('round-trips %s through UpdateTender and GetTender', async (format) => {
    const id = await suite.newDraft();
    const reply = await suite.update(id, {
      auctionFormat: format,
      formatRules: { roundSeconds: 30, floorPercent: 40 },
    });
    expect(reply.statusCode).toBe(200);
    const tender = await suite.read(id);
    expect(tender.auctionFormat).toBe(format);
    // Rules left out take their defaults.
    expect(tender.formatRules).toEqual({
      ...DEFAULT_FORMAT_RULES,
      roundSeconds: 30,
      floorPercent: 40,
    });
  });

  it('refuses an unknown format or a rule out of range with 400 and keeps the stored ones', async () => {
    const id = await suite.newDraft();
    await suite.update(id, { auctionFormat: 'dutch' });
    const refused = [
      { auctionFormat: 'vickrey' },
      { auctionFormat: 7 },
      { formatRules: { roundSeconds: 5 } },
      { formatRules: { roundSeconds: 3601 } },
      { formatRules: { floorPercent: 101 } },
      { formatRules: { startPercent: 0 } },
      { formatRules: { lotCloseMinutes: -1 } },
      { formatRules: { roundSeconds: 'soon' } },
      { formatRules: 'fast' },
    ];
    for (const change of refused) {
      const reply = await suite.update(id, change);
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().error).toBe('validation_error');
    }
    const tender = await suite.read(id);
    expect(tender.auctionFormat).toBe('dutch');
    expect(tender.formatRules).toEqual(DEFAULT_FORMAT_RULES);
  });

  it('records the change in the history; a full save without the fields is the open auction', async () => {
    const id = await suite.newDraft();
    await suite.update(id, { auctionFormat: 'japanese', formatRules: { roundSeconds: 20 } });
    expect(await suite.latestChange(id)).toMatchObject({
      action: 'updated',
      changes: {
        auctionFormat: { from: 'english', to: 'japanese' },
        formatRules: { to: { roundSeconds: 20 } },
      },
    });
    // A client written against the spec never sends the fields: it gets today's format.
    const reply = await suite.saveRenamedWithout(id, ['auctionFormat', 'formatRules']);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      auctionFormat: 'english',
      formatRules: DEFAULT_FORMAT_RULES,
    });
  });

  it('is copied by DuplicateTender', async () => {
    const id = await suite.newDraft();
    await suite.update(id, { auctionFormat: 'sealed', formatRules: { lotCloseMinutes: 4 } });
    const copy = await suite.copyOf(id);
    expect(copy.auctionFormat).toBe('sealed');
    expect(copy.formatRules.lotCloseMinutes).toBe(4);
  });

  it('is fixed once scheduled, and suppliers read it with the tender', async () => {
    const { late, seenByStranger } = await suite.changedOnceScheduled(
      { auctionFormat: 'japanese' },
      { auctionFormat: 'english' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(Messages.modificationBlocked);
    expect(seenByStranger.auctionFormat).toBe('japanese');
  });
});
