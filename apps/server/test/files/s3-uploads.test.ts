// Uploads and downloads through the real routes with the object store configured (issue 31):
// contents go to the bucket, never to the local disk, and the per-file and per-tender limits
// leave nothing behind in the store.
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages, UploadLimits } from '@tendermark/shared';
import { files } from '../../src/db/schema/index.ts';
import { uploadSlotsFor } from '../../src/modules/files/upload-slots.ts';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import { buildTenderSuite, call, createDraft, getTender } from '../tenders/helpers.ts';
import {
  ATTACHMENT_UPLOAD,
  PDF,
  deleteAttachment,
  getFile,
  insertFileRowsOfSize,
  openUpload,
  pdfOfSize,
  storedPath,
  uploadFiles,
} from '../tenders/uploads.ts';
import { startObjectStore, type TestObjectStore } from './object-store.ts';

describe('uploads and downloads with the object store', () => {
  let store: TestObjectStore;
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    store = await startObjectStore();
    ({ app, owner } = await buildTenderSuite({
      config: { objectStore: store.config, uploadsPerUser: 100, uploadsPerNode: 100 },
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.dispose();
    await store?.close();
  });
  beforeEach(() => {
    store.requests.length = 0;
  });

  const storageKeyOf = async (fileId: string) => {
    const [row] = await app.ctx.db.select().from(files).where(eq(files.id, fileId));
    return row.storageKey;
  };
  const sent = (query: string) =>
    store.requests.filter((request) => request.query.includes(query)).map((r) => r.method);

  it('stores an upload in the bucket, not on disk, and streams it back through GetFileById', async () => {
    const id = await createDraft(app, owner);
    const large = pdfOfSize('drawings.pdf', 6 * 1024 * 1024 + 7);
    const reply = await uploadFiles(
      app,
      owner,
      ATTACHMENT_UPLOAD,
      id,
      { name: 'spec.pdf', data: PDF },
      large,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const [small, big] = reply.json();
    for (const file of [small, big]) {
      expect(await store.objectKeys()).toContain(`files/${await storageKeyOf(file.id)}`);
      expect(existsSync(await storedPath(app, file.id))).toBe(false);
    }
    // The larger one went up in parts (streamed), the small one in one request.
    expect(sent('partNumber')).toEqual(['PUT', 'PUT']);

    const download = await getFile(app, owner, big.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(large.data.length));
    expect(download.rawPayload.equals(large.data)).toBe(true);
    expect((await getFile(app, owner, small.id)).rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 404 for a file whose content is missing from the bucket', async () => {
    const id = await createDraft(app, owner);
    await insertFileRowsOfSize(
      app,
      { tenderId: id, uploaderId: owner.user.id, kind: 'attachment' },
      [10],
    );
    const [row] = await app.ctx.db.select().from(files).where(eq(files.tenderId, id));
    expect((await getFile(app, owner, row.id)).statusCode).toBe(404);
  });

  // Over a real connection, as a browser sends it: the body arrives in small chunks, so the limit
  // is reached only after a part has gone to the store (app.inject hands over the whole body).
  it('refuses a file over 10 MB with 413, aborts its upload and keeps nothing of it', async () => {
    const id = await createDraft(app, owner);
    const before = await store.storedFiles();
    const upload = await openUpload(app, owner, ATTACHMENT_UPLOAD, id);
    upload.send(UploadLimits.fileBytes);
    const reply = await upload.finish();
    expect(reply.statusCode).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({
      error: 'too_large',
      message: 'held.pdf can not be uploaded',
    });
    expect(sent('partNumber')).toEqual(['PUT']);
    expect(sent('uploadId')).toEqual(['PUT', 'DELETE']);
    expect(await store.storedFiles()).toEqual(before);
    expect((await getTender(app, owner, id)).attachments.list).toEqual([]);
  });

  it("refuses an upload over the tender's room with 413, leaving nothing in the store", async () => {
    const id = await createDraft(app, owner);
    await insertFileRowsOfSize(
      app,
      { tenderId: id, uploaderId: owner.user.id, kind: 'attachment' },
      [UploadLimits.tenderAttachmentBytes - 6 * 1024 * 1024],
    );
    const before = await store.storedFiles();
    const upload = await openUpload(app, owner, ATTACHMENT_UPLOAD, id);
    upload.send(7 * 1024 * 1024);
    const reply = await upload.finish();
    expect(reply.statusCode).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({
      error: 'attachments_too_large',
      message: Messages.tenderAttachmentsTooLarge,
    });
    expect(sent('partNumber')).toEqual(['PUT']);
    expect(sent('uploadId')).toEqual(['PUT', 'DELETE']);
    expect(await store.storedFiles()).toEqual(before);
    // The refused body's unread rest closed its connection with the reply: the client's next
    // upload goes through (it waited for ever behind that rest on the kept-alive connection).
    const next = await openUpload(app, owner, ATTACHMENT_UPLOAD, await createDraft(app, owner));
    expect((await next.finish()).statusCode).toBe(200);
  });

  it('keeps only the uploads that fit of 10 concurrent ones; the refused ones leave the bucket', async () => {
    const id = await createDraft(app, owner);
    const fileSize = 512 * 1024;
    await insertFileRowsOfSize(
      app,
      { tenderId: id, uploaderId: owner.user.id, kind: 'attachment' },
      [UploadLimits.tenderAttachmentBytes - 3 * fileSize],
    );
    const objectsBefore = (await store.objectKeys()).length;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, pdfOfSize(`part-${index}.pdf`, fileSize)),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(3);
    expect(replies.filter((reply) => reply.statusCode === 413)).toHaveLength(7);
    expect((await store.objectKeys()).length - objectsBefore).toBe(3);
  });

  it('removes the parts of an upload cut off mid-way', async () => {
    const id = await createDraft(app, owner);
    const before = await store.storedFiles();
    const upload = await openUpload(app, owner, ATTACHMENT_UPLOAD, id);
    upload.send(6 * 1024 * 1024);
    // Streamed: the first part goes to the store while the body still arrives.
    await vi.waitFor(() => expect(sent('partNumber')).toEqual(['PUT']), { timeout: 10_000 });
    upload.abort();
    await vi.waitFor(() => expect(uploadSlotsFor(app.ctx.config).running()).toBe(0), {
      timeout: 10_000,
    });
    expect(sent('uploadId')).toContain('DELETE');
    expect(await store.storedFiles()).toEqual(before);
    expect((await getTender(app, owner, id)).attachments.list).toEqual([]);
  });

  it('copies a duplicated tender’s files in the store, and deletes a removed one’s object', async () => {
    const id = await createDraft(app, owner);
    const [original] = (
      await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, { name: 'spec.pdf', data: PDF })
    ).json();
    store.requests.length = 0;
    const duplicate = await call(app, owner, 'POST', `/api/tender/DuplicateTender?tenderId=${id}`);
    expect(duplicate.statusCode, duplicate.body).toBe(200);
    const [copy] = (await getTender(app, owner, duplicate.json().tenderId)).attachments.list;
    expect(store.requests).toContainEqual({
      method: 'PUT',
      key: `files/${await storageKeyOf(copy.id)}`,
      query: [],
      isCopy: true,
    });
    expect(store.requests.filter((request) => request.method === 'GET')).toEqual([]);

    const originalKey = `files/${await storageKeyOf(original.id)}`;
    expect((await deleteAttachment(app, owner, original.id)).statusCode).toBe(200);
    expect(await store.objectKeys()).not.toContain(originalKey);
    expect((await getFile(app, owner, copy.id)).rawPayload.equals(PDF)).toBe(true);
  });
});
