/** Multipart upload helpers for the attachment tests: sample files and form bodies built with FormData. */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { files } from '../../src/db/schema/index.ts';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);
export const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this program cannot be run in DOS mode');

export type FilePart = { name: string; data: Buffer; type?: string };

export function form(tenderId: string | undefined, ...parts: FilePart[]): FormData {
  const body = new FormData();
  if (tenderId !== undefined) body.append('tenderId', tenderId);
  for (const part of parts)
    body.append(
      'file',
      new Blob([new Uint8Array(part.data)], { type: part.type ?? '' }),
      part.name,
    );
  return body;
}

/** Where the local disk storage keeps a file's content. */
export async function storedPath(app: TestApp, fileId: string): Promise<string> {
  const [row] = await app.ctx.db.select().from(files).where(eq(files.id, fileId));
  return path.join(app.ctx.config.dataDir, 'files', row.storageKey.slice(0, 2), row.storageKey);
}

export function upload(app: TestApp, user: CreatedUser, url: string, payload: FormData) {
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${user.token}` },
    payload,
  });
}
