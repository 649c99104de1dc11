import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
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
  ATTACHMENT_UPLOAD,
  EXE,
  MAIN_PICTURE_UPLOAD,
  PDF,
  PNG,
  attachFiles,
  deleteAttachment,
  getFile,
  pdf,
  png,
  storedPath,
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

  it.each([
    ['an executable', { name: 'setup.exe', data: EXE }],
    ['an executable named .pdf', { name: 'invoice.pdf', data: EXE }],
    ['a PDF declared as an image', { name: 'scan.pdf', data: PDF, type: 'image/png' }],
    ['a PNG named .docx', { name: 'letter.docx', data: PNG }],
    ['a binary .txt', { name: 'notes.txt', data: Buffer.from([0x41, 0x00, 0x42]) }],
    ['a file without extension', { name: 'README', data: Buffer.from('hello') }],
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

  it('refuses a file over 10 MB with 413 naming the file', async () => {
    const id = await createDraft(app, owner);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    const reply = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, {
      name: 'big.txt',
      data: big,
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe('big.txt can not be uploaded');
    const exact = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const fits = await uploadFiles(app, owner, ATTACHMENT_UPLOAD, id, {
      name: 'fits.txt',
      data: exact,
    });
    expect(fits.statusCode).toBe(200);
  });

  it('refuses bodies that are not uploads, a missing tenderId and unknown tenders', async () => {
    const id = await createDraft(app, owner);
    const json = await call(app, owner, 'POST', ATTACHMENT_UPLOAD, { tenderId: id });
    expect(json.statusCode).toBe(400);
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
