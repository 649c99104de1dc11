/**
 * Attachment quotas (UploadLimits): how many files and bytes a tender's or an offer's attachments
 * hold, and the check made under the lock that serializes its uploads, so that concurrent uploads
 * can never together exceed the quota.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { AttachmentQuota } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { UploadRoom } from './receive-uploads.ts';
import type { FileKindName } from './service.ts';

/** Which stored files a quota counts: a kind on a tender, optionally of one uploader. */
export type QuotaScope = { tenderId: string; kind: FileKindName; uploaderId?: string };

/** The refusals of one quota, with the texts of its kind of attachments. */
export type QuotaRules = AttachmentQuota & { tooManyMessage: string; tooLargeMessage: string };

export async function quotaUsage(db: DbExecutor, scope: QuotaScope): Promise<AttachmentQuota> {
  const [usage] = await db
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(
      and(
        eq(files.tenderId, scope.tenderId),
        eq(files.kind, scope.kind),
        scope.uploaderId ? eq(files.uploaderId, scope.uploaderId) : undefined,
      ),
    );
  return { files: usage.files, bytes: Number(usage.bytes) };
}

export const tooManyFiles = (rules: QuotaRules) =>
  conflict(rules.tooManyMessage, 'too_many_attachments');
export const tooManyBytes = (rules: QuotaRules) =>
  new AppError(413, 'attachments_too_large', rules.tooLargeMessage);

/** What is left of the quota; throws when nothing is (no upload needs to be read then). */
export function roomLeft(rules: QuotaRules, usage: AttachmentQuota): UploadRoom {
  if (usage.files >= rules.files) throw tooManyFiles(rules);
  if (usage.bytes >= rules.bytes) throw tooManyBytes(rules);
  return {
    files: rules.files - usage.files,
    bytes: rules.bytes - usage.bytes,
    tooManyFiles: () => tooManyFiles(rules),
    tooManyBytes: () => tooManyBytes(rules),
  };
}

/** Throws unless the incoming files fit beside the stored ones. */
export function assertFits(
  rules: QuotaRules,
  usage: AttachmentQuota,
  incoming: readonly { size: number }[],
): void {
  if (usage.files + incoming.length > rules.files) throw tooManyFiles(rules);
  const bytes = incoming.reduce((sum, file) => sum + file.size, 0);
  if (usage.bytes + bytes > rules.bytes) throw tooManyBytes(rules);
}
