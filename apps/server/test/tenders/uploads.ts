/** Multipart upload helpers for the attachment tests: sample files, form bodies built with FormData, file calls. */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TAttachment } from '@tendermark/shared';
import { files } from '../../src/db/schema/index.ts';
import { bearer, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { call } from './helpers.ts';

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);
export const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this program cannot be run in DOS mode');

export const ATTACHMENT_UPLOAD = '/api/tender/UploadAttachment';
export const MAIN_PICTURE_UPLOAD = '/api/tender/UploadMainPicture';
export const BIDDER_ATTACHMENT_UPLOAD = '/api/tendersupplier/UploadAttachmentFromBidder';

export type FilePart = { name: string; data: Buffer; type?: string };

export const pdf = (name: string): FilePart => ({ name, data: PDF });
export const png = (name: string): FilePart => ({ name, data: PNG });

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
  return app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
}

/** Posts the files (and the tenderId field, unless undefined) to an upload endpoint. */
export const uploadFiles = (
  app: TestApp,
  user: CreatedUser,
  url: string,
  tenderId: string | undefined,
  ...parts: FilePart[]
) => upload(app, user, url, form(tenderId, ...parts));

/** Attachments uploaded to a draft, which must be accepted. */
export async function attachFiles(
  app: TestApp,
  user: CreatedUser,
  tenderId: string,
  ...parts: FilePart[]
): Promise<TAttachment[]> {
  const reply = await uploadFiles(app, user, ATTACHMENT_UPLOAD, tenderId, ...parts);
  if (reply.statusCode !== 200) throw new Error(`upload failed: ${reply.body}`);
  return reply.json();
}

/** A main picture set on a draft, which must be accepted; returns the URL it is served at. */
export async function setMainPicture(
  app: TestApp,
  user: CreatedUser,
  tenderId: string,
  part: FilePart,
): Promise<string> {
  const reply = await uploadFiles(app, user, MAIN_PICTURE_UPLOAD, tenderId, part);
  if (reply.statusCode !== 200) throw new Error(`upload failed: ${reply.body}`);
  return reply.json().mainPictureUrl;
}

export const getFile = (app: TestApp, user: CreatedUser | undefined, fileId: string) =>
  call(app, user, 'GET', `/api/tender/GetFileById?attachmentId=${fileId}`);

export const deleteAttachment = (app: TestApp, user: CreatedUser, fileId: string) =>
  call(app, user, 'DELETE', `/api/tender/DeleteAttachmentById?attachmentId=${fileId}`);
