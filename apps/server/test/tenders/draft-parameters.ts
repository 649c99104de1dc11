/**
 * The set-up of the tests of a tender's draft parameters (the tie rule, the auction format): the
 * tender suite (an app, an owner and a stranger) built before the tests and disposed after, and
 * the owner's round trips on a draft: save a change, read the history, save without the fields,
 * copy, schedule.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { TTender } from '@tendermark/shared';
import {
  buildTenderSuite,
  call,
  createNamedDraft,
  createSchedulableDraft,
  getTender,
  scheduleTender,
  updateTender,
  type TenderSuite,
} from './helpers.ts';

type Change = Partial<TTender> | Record<string, unknown>;

/** Call it in the describe whose tests use it. */
export function draftParameterSuite() {
  let built: TenderSuite | undefined;
  beforeAll(async () => {
    built = await buildTenderSuite();
  });
  afterAll(() => built?.app.dispose());
  const suite = (): TenderSuite => {
    if (!built) throw new Error('the tender suite is built in beforeAll');
    return built;
  };
  /** Saves the owner's draft with the change applied to what GetTender returned. */
  const update = (id: string, change: Change) => {
    const { app, owner } = suite();
    return updateTender(app, owner, id, () => change);
  };
  return {
    update,
    /** A new draft of the owner's that can be saved back unchanged; its id. */
    newDraft: () => createNamedDraft(suite().app, suite().owner),
    /** The tender as the owner reads it. */
    read: (id: string) => getTender(suite().app, suite().owner, id),

    /** The latest entry of the tender's change history. */
    async latestChange(id: string) {
      const { app, owner } = suite();
      const [latest] = (
        await call(app, owner, 'GET', `/api/tender/GetTenderAuditLog?tenderId=${id}`)
      ).json();
      return latest;
    },

    /** Saves the tender renamed, as a client that never sends `fields` would: the reply. */
    async saveRenamedWithout(id: string, fields: (keyof TTender)[]) {
      const { app, owner } = suite();
      const tender: Record<string, unknown> = { ...(await getTender(app, owner, id)) };
      for (const field of fields) delete tender[field];
      return call(app, owner, 'POST', '/api/tender/UpdateTender', { ...tender, name: 'Renamed' });
    },

    /** DuplicateTender's copy of the tender, as the owner reads it. */
    async copyOf(id: string) {
      const { app, owner } = suite();
      const copy = await call(app, owner, 'POST', `/api/tender/DuplicateTender?tenderId=${id}`);
      return getTender(app, owner, copy.json().tenderId);
    },

    /**
     * Schedules a public draft saved with `settings`, then tries `lateChange`: the reply to that,
     * and the tender as a stranger reads it.
     */
    async changedOnceScheduled(settings: Change, lateChange: Change) {
      const { app, owner, stranger } = suite();
      const id = await createSchedulableDraft(app, owner);
      await update(id, { ...settings, isPublic: true });
      expect((await scheduleTender(app, owner, id)).statusCode).toBe(200);
      const late = await update(id, lateChange);
      return { late, seenByStranger: await getTender(app, stranger, id) };
    },
  };
}
