// The buyer's tie rule (issue 29) is a draft parameter like the bid visibility: UpdateTender
// accepts and returns it, the change history records it, a copy keeps it, an unknown rule is a
// 400, it is fixed once scheduled, and suppliers read it with the tender.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, TIE_RULES } from '@tendermark/shared';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  call,
  createNamedDraft,
  createSchedulableDraft,
  getTender,
  scheduleTender,
  updateTender,
} from './helpers.ts';

describe('the tie rule of a tender', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let stranger: CreatedUser;

  beforeAll(async () => {
    ({ app, owner, stranger } = await buildTenderSuite());
  });
  afterAll(() => app.dispose());

  it('is the earlier offer wins for a new draft', async () => {
    const id = await createNamedDraft(app, owner);
    expect((await getTender(app, owner, id)).tieRule).toBe('earlierWins');
  });

  it.each(TIE_RULES)('round-trips %s through UpdateTender and GetTender', async (tieRule) => {
    const id = await createNamedDraft(app, owner);
    const start = tieRule === 'shareWorse' ? 'shareBetter' : 'shareWorse';
    expect((await updateTender(app, owner, id, () => ({ tieRule: start }))).statusCode).toBe(200);
    const reply = await updateTender(app, owner, id, () => ({ tieRule }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().tieRule).toBe(tieRule);
    expect((await getTender(app, owner, id)).tieRule).toBe(tieRule);
  });

  it('records the change in the tender’s history; a full save without the field sets the default', async () => {
    const id = await createNamedDraft(app, owner);
    await updateTender(app, owner, id, () => ({ tieRule: 'shareBetter' }));
    const [changed] = (
      await call(app, owner, 'GET', `/api/tender/GetTenderAuditLog?tenderId=${id}`)
    ).json();
    expect(changed).toMatchObject({
      action: 'updated',
      changes: { tieRule: { from: 'earlierWins', to: 'shareBetter' } },
    });
    // UpdateTender saves the full parameters: a field left out takes its default, as bidVisibility does.
    const { tieRule: _omitted, ...withoutRule } = await getTender(app, owner, id);
    const reply = await call(app, owner, 'POST', '/api/tender/UpdateTender', {
      ...withoutRule,
      name: 'Renamed',
    });
    expect(reply.json().tieRule).toBe('earlierWins');
  });

  it('refuses an unknown rule with 400 and keeps the stored one', async () => {
    const id = await createNamedDraft(app, owner);
    await updateTender(app, owner, id, () => ({ tieRule: 'shareBetter' }));
    for (const tieRule of ['coinFlip', 3, null]) {
      const reply = await updateTender(app, owner, id, () => ({ tieRule }));
      expect(reply.statusCode, String(tieRule)).toBe(400);
      expect(reply.json().error).toBe('validation_error');
    }
    expect((await getTender(app, owner, id)).tieRule).toBe('shareBetter');
  });

  it('is copied by DuplicateTender', async () => {
    const id = await createNamedDraft(app, owner);
    await updateTender(app, owner, id, () => ({ tieRule: 'shareWorse' }));
    const copy = await call(app, owner, 'POST', `/api/tender/DuplicateTender?tenderId=${id}`);
    expect((await getTender(app, owner, copy.json().tenderId)).tieRule).toBe('shareWorse');
  });

  it('is fixed once scheduled, and suppliers read it with the tender', async () => {
    const id = await createSchedulableDraft(app, owner);
    await updateTender(app, owner, id, () => ({ tieRule: 'shareBetter', isPublic: true }));
    expect((await scheduleTender(app, owner, id)).statusCode).toBe(200);
    const late = await updateTender(app, owner, id, () => ({ tieRule: 'shareWorse' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(Messages.modificationBlocked);
    expect((await getTender(app, stranger, id)).tieRule).toBe('shareBetter');
  });
});
