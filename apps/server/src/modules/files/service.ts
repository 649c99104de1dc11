/**
 * Stored files (attachments, main pictures): rows in `files`, contents in the FileStorage.
 * Consistency: contents are written before their row, and removed only after their row is gone,
 * so a row never points at missing content (at worst an orphan content stays behind: a crash
 * between the write and the insert).
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { FileStorage } from './storage.ts';

export type FileRow = typeof files.$inferSelect;

export const FileKind = {
  ATTACHMENT: 'attachment',
  MAIN_PICTURE: 'main-picture',
  BIDDER_ATTACHMENT: 'bidder-attachment',
} as const;
export type FileKindName = (typeof FileKind)[keyof typeof FileKind];

export type NewFile = {
  tenderId: string;
  uploaderId: string;
  kind: FileKindName;
  name: string;
  contentType: string;
  /** The content, already written to the FileStorage under this key (uploads are streamed there). */
  storageKey: string;
  size: number;
};

/**
 * Rows for contents already in the storage. The caller removes the contents if this (or its
 * transaction) fails.
 */
export async function insertFileRows(
  db: DbExecutor,
  newFiles: readonly NewFile[],
  now: Date,
): Promise<FileRow[]> {
  if (newFiles.length === 0) return [];
  return db
    .insert(files)
    .values(
      newFiles.map((file, index) => ({
        ...file,
        id: randomUUID(),
        // A millisecond apart, so files listed by creation keep the order they were sent in.
        createdAt: new Date(now.getTime() + index),
      })),
    )
    .returning();
}

/** Copies files to another tender: new rows with copied contents. */
export async function copyFiles(
  db: DbExecutor,
  storage: FileStorage,
  sources: readonly FileRow[],
  target: { tenderId: string; uploaderId: string },
  now: Date,
): Promise<FileRow[]> {
  if (sources.length === 0) return [];
  const prepared = sources.map((source, index) => ({
    source,
    row: {
      id: randomUUID(),
      tenderId: target.tenderId,
      uploaderId: target.uploaderId,
      kind: source.kind,
      name: source.name,
      contentType: source.contentType,
      size: source.size,
      storageKey: randomUUID(),
      createdAt: new Date(now.getTime() + index),
    },
  }));
  const written: string[] = [];
  try {
    for (const { source, row } of prepared) {
      await storage.copy(source.storageKey, row.storageKey);
      written.push(row.storageKey);
    }
    return await db
      .insert(files)
      .values(prepared.map(({ row }) => row))
      .returning();
  } catch (error) {
    await removeContents(storage, written);
    throw error;
  }
}

/** Deletes rows and returns their storage keys; remove the contents once the transaction has committed. */
export async function deleteFileRows(db: DbExecutor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const deleted = await db
    .delete(files)
    .where(inArray(files.id, [...ids]))
    .returning({ storageKey: files.storageKey });
  return deleted.map((row) => row.storageKey);
}

/** Best effort: a content that cannot be removed is only wasted space. */
export async function removeContents(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
