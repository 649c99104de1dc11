/**
 * Untouched drafts: made by CreateNewTenderId (not a demo, not a duplicate) and never changed
 * since — no save, no file, not hidden. The next New auction reuses such a draft instead of
 * making another, and the lists leave it out, so clicking New auction never piles up empty
 * "Untitled auction" tenders.
 */
import { and, eq, isNull, notExists, type SQL } from 'drizzle-orm';
import { TenderStatus } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { files, tenders } from '../../db/schema/index.ts';

/** Every save of a draft raises its version, and uploads add files: an untouched draft has neither. */
export function isUntouchedDraft(db: DbExecutor): SQL {
  return and(
    eq(tenders.status, TenderStatus.NEW),
    eq(tenders.version, 0),
    eq(tenders.isDemo, false),
    eq(tenders.hidden, false),
    eq(tenders.name, ''),
    isNull(tenders.mainPictureFileId),
    notExists(db.select({ id: files.id }).from(files).where(eq(files.tenderId, tenders.id))),
  ) as SQL;
}
