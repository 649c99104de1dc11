// The buyer's tie rule (issue 29) is a draft parameter like the bid visibility: UpdateTender
// accepts and returns it, the change history records it, a copy keeps it, an unknown rule is a
// 400, it is fixed once scheduled, and suppliers read it with the tender.
import { describe, expect, it } from 'vitest';
import { Messages, TIE_RULES } from '@tendermark/shared';
import { draftParameterSuite } from './draft-parameters.ts';

describe('the tie rule of a tender', () => {
  const suite = draftParameterSuite();

  it('is the earlier offer wins for a new draft', async () => {
    expect((await suite.read(await suite.newDraft())).tieRule).toBe('earlierWins');
  });

  it.each(TIE_RULES)('round-trips %s through UpdateTender and GetTender', async (tieRule) => {
    const id = await suite.newDraft();
    const start = tieRule === 'shareWorse' ? 'shareBetter' : 'shareWorse';
    expect((await suite.update(id, { tieRule: start })).statusCode).toBe(200);
    const reply = await suite.update(id, { tieRule });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().tieRule).toBe(tieRule);
    expect((await suite.read(id)).tieRule).toBe(tieRule);
  });

  it('records the change in the tender’s history; a full save without the field sets the default', async () => {
    const id = await suite.newDraft();
    await suite.update(id, { tieRule: 'shareBetter' });
    expect(await suite.latestChange(id)).toMatchObject({
      action: 'updated',
      changes: { tieRule: { from: 'earlierWins', to: 'shareBetter' } },
    });
    // UpdateTender saves the full parameters: a field left out takes its default, as bidVisibility does.
    const reply = await suite.saveRenamedWithout(id, ['tieRule']);
    expect(reply.json().tieRule).toBe('earlierWins');
  });

  it('refuses an unknown rule with 400 and keeps the stored one', async () => {
    const id = await suite.newDraft();
    await suite.update(id, { tieRule: 'shareBetter' });
    for (const tieRule of ['coinFlip', 3, null]) {
      const reply = await suite.update(id, { tieRule });
      expect(reply.statusCode, String(tieRule)).toBe(400);
      expect(reply.json().error).toBe('validation_error');
    }
    expect((await suite.read(id)).tieRule).toBe('shareBetter');
  });

  it('is copied by DuplicateTender', async () => {
    const id = await suite.newDraft();
    await suite.update(id, { tieRule: 'shareWorse' });
    expect((await suite.copyOf(id)).tieRule).toBe('shareWorse');
  });

  it('is fixed once scheduled, and suppliers read it with the tender', async () => {
    const { late, seenByStranger } = await suite.changedOnceScheduled(
      { tieRule: 'shareBetter' },
      { tieRule: 'shareWorse' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(Messages.modificationBlocked);
    expect(seenByStranger.tieRule).toBe('shareBetter');
  });
});
