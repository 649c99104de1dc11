import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Messages, UploadLimits } from '@tendermark/shared';
import { uploadSlotsFor } from '../../src/modules/files/upload-slots.ts';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  call,
  createDraft,
  createSchedulableDraft,
  getTender,
  scheduleTender,
} from './helpers.ts';
import {
  type FilePart,
  ATTACHMENT_UPLOAD,
  EXE,
  MAIN_PICTURE_UPLOAD,
  PDF,
  PNG,
  attachFiles,
  deleteAttachment,
  form,
  getFile,
  insertFileRowsOfSize,
  openUpload,
  pdf,
  pdfOfSize,
  png,
  storedContents,
  storedPath,
  upload,
  uploadFiles,
} from './uploads.ts';

describe('attachments and the main picture', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let stranger: CreatedUser;

  beforeAll(async () => {
    ({ app, owner, stranger } = await buildTenderSuite());
  });
  afterAll(() => app.dispose());

  const attachmentIds = async (id: string) =>
    (await getTender(app, owner, id)).attachments.list.map((file) => file.id);

  it('uploads documents and images, serves them back, and logs it', async () => {
    const id = await createDraft(app, owner);
    const reply = await uploadFiles(
      app,
      owner,
      ATTACHMENT_UPLOAD,
      id,
      { name: 'Specification ü.pdf', data: PDF, type: 'application/pdf' },
      png('photo.PNG'),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const [document, picture] = reply.json();
    expect(document).toMatchObject({
      name: 'Specification ü.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(picture).toMatchObject({ name: 'photo.PNG', contentType: 'image/png' });
    expect(await attachmentIds(id)).toEqual([document.id, picture.id]);

    const file = await getFile(app, owner, document.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Specification _.pdf"; filename*=UTF-8''Specification%20%C3%BC.pdf`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const log = await call(app, owner, 'GET', `/api/tender/GetTenderAuditLog?tenderId=${id}`);
    expect(log.json()[0]).toMatchObject({
      action: 'attachment-added',
      changes: { names: ['Specification ü.pdf', 'photo.PNG'] },
    });
  });

  it('streams a large file back byte for byte, with its length', async () => {
    const id = await createDraft(app, owner);
    const large = pdfOfSize('drawings.pdf', 6 * 1024 * 1024 + 7);
    const [stored] = (await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, large)).json();
    const file = await getFile(app, owner, stored.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(large.data.length));
    expect(file.rawPayload.equals(large.data)).toBe(true);
  });

  it.each([
    ['an executable', { name: 'setup.exe', data: EXE }],
    ['an executable named .pdf', { name: 'invoice.pdf', data: EXE }],
    ['a PDF declared as an image', { name: 'scan.pdf', data: PDF, type: 'image/png' }],
    ['a PNG named .docx', { name: 'letter.docx', data: PNG }],
    ['a binary .txt', { name: 'notes.txt', data: Buffer.from([0x41, 0x00, 0x42]) }],
    ['a file without extension', { name: 'README', data: Buffer.from('hello') }],
    [
      'a text with a NUL byte after the bytes its type is sniffed from',
      { name: 'long.txt', data: Buffer.concat([Buffer.alloc(8192, 0x41), Buffer.from([0])]) },
    ],
  ])('refuses %s as unsupported', async (_case, part) => {
    const id = await createDraft(app, owner);
    const reply = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, part);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: 'unsupported_file_type',
      message: Messages.unsupportedFileType,
    });
    expect(await attachmentIds(id)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 naming the file, and keeps nothing of it', async () => {
    const id = await createDraft(app, owner);
    const contentsBefore = storedContents(app);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    const reply = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, {
      name: 'big.txt',
      data: big,
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ error: 'too_large', message: 'big.txt can not be uploaded' });
    // Streamed to the storage up to the limit, then removed again.
    expect(storedContents(app)).toEqual(contentsBefore);
    expect(await attachmentIds(id)).toEqual([]);
    const exact = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const fits = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, {
      name: 'fits.txt',
      data: exact,
    });
    expect(fits.statusCode).toBe(200);
  });

  it('refuses bodies that are not uploads, a missing tenderId and unknown tenders', async () => {
    const id = await createDraft(app, owner);
    // An upload takes multipart/form-data only, as its document says.
    const json = await call(app, owner, 'POST', ATTACHMENT_UPLOAD, { tenderId: id });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: 'unsupported_media_type' });
    const noId = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, undefined, pdf('a.pdf'));
    expect(noId.statusCode).toBe(400);
    const noFile = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id);
    expect(noFile.statusCode).toBe(400);
    const unknown = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, 'nope', pdf('a.pdf'));
    expect(unknown.statusCode).toBe(404);
    const viaQuery = await uploadFiles(
      app,
      owner,
      `${ATTACHMENT_UPLOAD}?tenderId=${id}`,
      undefined,
      pdf('a.pdf'),
    );
    expect(viaQuery.statusCode).toBe(200);
  });

  it('refuses a body of many large text fields before holding them (the parser kept 1 000 parts of 1 MiB)', async () => {
    const id = await createDraft(app, owner);
    const body = form(id);
    for (let index = 0; index < 40; index++) body.append(`note${index}`, 'x'.repeat(64 * 1024));
    body.append('file', new Blob([PDF], { type: 'application/pdf' }), 'a.pdf');
    const reply = await upload(app, owner, ATTACHMENT_UPLOAD, body);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(await attachmentIds(id)).toEqual([]);
  });

  it("keeps another user's tender files out of reach", async () => {
    const id = await createDraft(app, owner);
    const [file] = await attachFiles(app, owner, id, pdf('a.pdf'));
    const strangerUpload = await uploadFiles(app, stranger, ATTACHMENT_UPLOAD, id, pdf('b.pdf'));
    expect(strangerUpload.statusCode).toBe(404);
    expect((await getFile(app, stranger, file.id)).statusCode).toBe(404);
    expect((await getFile(app, undefined, file.id)).statusCode).toBe(404);
    expect((await deleteAttachment(app, stranger, file.id)).statusCode).toBe(404);
    expect((await getFile(app, owner, 'x')).statusCode).toBe(404);
  });

  it('deletes an attachment, and a deleted draft its files: rows and stored contents', async () => {
    const id = await createDraft(app, owner);
    const [removed, kept] = await attachFiles(app, owner, id, pdf('a.pdf'), pdf('b.pdf'));
    const content = await storedPath(app, removed.id);
    const keptContent = await storedPath(app, kept.id);
    expect(existsSync(content)).toBe(true);
    expect((await deleteAttachment(app, owner, removed.id)).statusCode).toBe(200);
    expect(existsSync(content)).toBe(false);
    expect(await attachmentIds(id)).toEqual([kept.id]);
    await call(app, owner, 'DELETE', `/api/tender/DeleteTenderDraft?tenderId=${id}`);
    expect(existsSync(keptContent)).toBe(false);
    expect((await getFile(app, owner, removed.id)).statusCode).toBe(404);
    const again = await deleteAttachment(app, owner, removed.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(Messages.attachmentCannotBeRemoved);
  });

  it('refuses uploads and removals once the tender is scheduled', async () => {
    const id = await createSchedulableDraft(app, owner);
    const [file] = await attachFiles(app, owner, id, pdf('a.pdf'));
    expect((await scheduleTender(app, owner, id)).statusCode).toBe(200);
    const late = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, pdf('b.pdf'));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'modification_blocked',
      message: Messages.modificationBlocked,
    });
    const removal = await deleteAttachment(app, owner, file.id);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({
      error: 'modification_blocked',
      message: Messages.attachmentCannotBeRemoved,
    });
    const picture = await uploadFiles(app, owner, MAIN_PICTURE_UPLOAD, id, png('p.png'));
    expect(picture.statusCode).toBe(409);
  });
});

/**
 * Issue 26, upload storm: 200 concurrent 5 MB uploads to one draft were all accepted (1 GB on one
 * tender). The quota is checked again with the tender row locked, so concurrent uploads together
 * stay within it, and the contents of the refused ones are removed.
 */
describe('per-tender attachment limits under concurrent uploads', () => {
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    // Slots wide enough that all 30 uploads run at once, so the quota is what refuses them.
    ({ app, owner } = await buildTenderSuite({
      config: { uploadsPerUser: 100, uploadsPerNode: 100 },
    }));
  });
  afterAll(() => app.dispose());

  const fill = (tenderId: string, sizes: number[]) =>
    insertFileRowsOfSize(app, { tenderId, uploaderId: owner.user.id, kind: 'attachment' }, sizes);
  const uploadAll = (tenderId: string, parts: FilePart[]) =>
    Promise.all(parts.map((part) => uploadFiles(app, owner, ATTACHMENT_UPLOAD, tenderId, part)));

  it('accepts only the files left of the count limit out of 30 concurrent uploads', async () => {
    const id = await createDraft(app, owner);
    await fill(id, Array<number>(UploadLimits.tenderAttachments - 5).fill(1000));
    const contentsBefore = storedContents(app).length;
    const replies = await uploadAll(
      id,
      Array.from({ length: 30 }, (_, index) => pdf(`part-${index}.pdf`)),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(5);
    for (const reply of replies.filter((each) => each.statusCode !== 200)) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({
        error: 'too_many_attachments',
        message: Messages.tooManyTenderAttachments,
      });
    }
    const tender = await getTender(app, owner, id);
    expect(tender.attachments.list).toHaveLength(UploadLimits.tenderAttachments);
    expect(storedContents(app).length - contentsBefore).toBe(5);
  });

  it('accepts only the bytes left of the total size out of 30 concurrent uploads', async () => {
    const id = await createDraft(app, owner);
    const fileSize = 512 * 1024;
    await fill(id, [UploadLimits.tenderAttachmentBytes - 6 * fileSize]);
    const contentsBefore = storedContents(app).length;
    const replies = await uploadAll(
      id,
      Array.from({ length: 30 }, (_, index) => pdfOfSize(`part-${index}.pdf`, fileSize)),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(6);
    for (const reply of replies.filter((each) => each.statusCode !== 200)) {
      expect(reply.statusCode).toBe(413);
      expect(reply.json()).toEqual({
        error: 'attachments_too_large',
        message: Messages.tenderAttachmentsTooLarge,
      });
    }
    const tender = await getTender(app, owner, id);
    const total = tender.attachments.list.reduce((sum, file) => sum + (file.size ?? 0), 0);
    expect(total).toBe(UploadLimits.tenderAttachmentBytes);
    expect(storedContents(app).length - contentsBefore).toBe(6);
  });

  it('refuses an upload to a full tender with the limit in the message', async () => {
    const id = await createDraft(app, owner);
    await fill(id, Array<number>(UploadLimits.tenderAttachments).fill(1));
    const reply = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, pdf('one-more.pdf'));
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(
      `A tender can have at most ${UploadLimits.tenderAttachments} attachments`,
    );
  });

  it('refuses more files in one request than the per-request limit', async () => {
    const id = await createDraft(app, owner);
    const parts = Array.from({ length: UploadLimits.filesPerRequest + 1 }, (_, index) =>
      pdf(`many-${index}.pdf`),
    );
    const contentsBefore = storedContents(app);
    const reply = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, ...parts);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({
      error: 'too_many_files',
      message: Messages.tooManyFilesPerUpload,
    });
    expect(storedContents(app)).toEqual(contentsBefore);
  });
});

/** Uploads over real connections: held open, aborted, and beyond the running-upload bounds. */
describe('uploads in flight', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let stranger: CreatedUser;

  beforeAll(async () => {
    ({ app, owner, stranger } = await buildTenderSuite({
      config: { uploadsPerUser: 1, uploadsPerNode: 1 },
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.dispose());

  const slots = () => uploadSlotsFor(app.ctx.config);
  const eventually = { timeout: 10_000 };

  it('removes the partly written file of an aborted upload', async () => {
    const id = await createDraft(app, owner);
    const upload = await openUpload(app, owner, ATTACHMENT_UPLOAD, id);
    upload.send(1024 * 1024);
    // Streamed: the content is on disk while the body still arrives.
    await vi.waitFor(() => expect(storedContents(app)).toHaveLength(1), eventually);
    upload.abort();
    await vi.waitFor(() => expect(slots().running()).toBe(0), eventually);
    expect(storedContents(app)).toEqual([]);
    expect((await getTender(app, owner, id)).attachments.list).toEqual([]);
  });

  it('refuses uploads beyond the per-user (429) and per-node (503) bounds with Retry-After', async () => {
    const id = await createDraft(app, owner);
    const strangerDraft = await createDraft(app, stranger);
    const held = await openUpload(app, owner, ATTACHMENT_UPLOAD, id);
    await vi.waitFor(() => expect(slots().running(owner.user.id)).toBe(1), eventually);

    const second = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, pdf('second.pdf'));
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    expect(second.headers.connection).toBe('close');
    expect(second.json()).toEqual({
      error: 'too_many_uploads',
      message: Messages.uploadsInProgress,
    });
    const busy = await uploadFiles(app, stranger, ATTACHMENT_UPLOAD, strangerDraft, pdf('c.pdf'));
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toEqual({ error: 'uploads_busy', message: Messages.uploadsBusy });

    held.send(64 * 1024);
    expect((await held.finish()).statusCode).toBe(200);
    expect(slots().running()).toBe(0);
    const later = await uploadFiles(app, stranger, ATTACHMENT_UPLOAD, strangerDraft, pdf('c.pdf'));
    expect(later.statusCode).toBe(200);
  });
});
