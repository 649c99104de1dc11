/** Multipart upload helpers for the attachment tests: sample files, form bodies built with FormData, file calls. */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
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

/** A PDF of exactly `bytes` bytes (its signature, then padding). */
export function pdfOfSize(name: string, bytes: number): FilePart {
  const data = Buffer.alloc(bytes, 0x20);
  PDF.copy(data, 0, 0, Math.min(PDF.length, bytes));
  return { name, data };
}

/** Every content in the app's file storage (paths), to see that nothing stayed behind. */
export function storedContents(app: TestApp): string[] {
  const root = path.join(app.ctx.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * File rows without contents, to bring a tender's or an offer's quota close to its limit without
 * uploading that much.
 */
export async function insertFileRowsOfSize(
  app: TestApp,
  owner: { tenderId: string; uploaderId: string; kind: string },
  sizes: readonly number[],
): Promise<void> {
  await app.ctx.db.insert(files).values(
    sizes.map((size, index) => ({
      ...owner,
      name: `filler-${index}.pdf`,
      contentType: 'application/pdf',
      size,
      storageKey: randomUUID(),
    })),
  );
}

/**
 * An upload over a real connection that the test drives: the tenderId field and the start of one
 * PDF are sent at once; then more bytes, the end of the body, or an abort.
 */
export async function openUpload(
  app: TestApp,
  user: CreatedUser,
  url: string,
  tenderId: string,
): Promise<{
  send(bytes: number): void;
  finish(): Promise<{ statusCode: number; body: string }>;
  abort(): void;
}> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app must listen first');
  const boundary = `held${randomUUID()}`;
  const request = http.request({
    host: '127.0.0.1',
    port: address.port,
    path: url,
    method: 'POST',
    headers: {
      ...bearer(user.token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  const reply = new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
  });
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="tenderId"\r\n\r\n${tenderId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="held.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  request.write(PDF);
  return {
    send: (bytes) => void request.write(Buffer.alloc(bytes, 0x20)),
    finish() {
      request.end(`\r\n--${boundary}--\r\n`);
      return reply;
    },
    abort() {
      reply.catch(() => {});
      request.destroy();
    },
  };
}
