import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderApp,
  call,
  createDraft,
  createSchedulableDraft,
  getTender,
  loadCountryIds,
  scheduleTender,
} from './helpers.ts';

import { EXE, PDF, PNG, form, storedPath, upload } from './uploads.ts';

describe('attachments and the main picture', () => {
  let app: TestApp;
  let owner: CreatedUser;
  let stranger: CreatedUser;

  beforeAll(async () => {
    app = await buildTenderApp();
    await loadCountryIds(app);
    owner = await createUser(app, { roles: ['BusinessStandard'] });
    stranger = await createUser(app, { roles: ['BusinessStandard'] });
  });
  afterAll(() => app.dispose());

  it('uploads documents and images, serves them back, and logs it', async () => {
    const id = await createDraft(app, owner);
    const reply = await upload(
      app,
      owner,
      '/api/tender/UploadAttachment',
      form(
        id,
        { name: 'Specification ü.pdf', data: PDF, type: 'application/pdf' },
        { name: 'photo.PNG', data: PNG },
      ),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const [pdf, png] = reply.json();
    expect(pdf).toMatchObject({
      name: 'Specification ü.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(png).toMatchObject({ name: 'photo.PNG', contentType: 'image/png' });
    expect((await getTender(app, owner, id)).attachments.list.map((file) => file.id)).toEqual([
      pdf.id,
      png.id,
    ]);

    const file = await call(app, owner, 'GET', `/api/tender/GetFileById?attachmentId=${pdf.id}`);
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
    const reply = await upload(app, owner, '/api/tender/UploadAttachment', form(id, part));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: 'unsupported_file_type',
      message: Messages.unsupportedFileType,
    });
    expect((await getTender(app, owner, id)).attachments.list).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 naming the file', async () => {
    const id = await createDraft(app, owner);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    const reply = await upload(
      app,
      owner,
      '/api/tender/UploadAttachment',
      form(id, { name: 'big.txt', data: big }),
    );
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe('big.txt can not be uploaded');
    const exact = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const fits = await upload(
      app,
      owner,
      '/api/tender/UploadAttachment',
      form(id, { name: 'fits.txt', data: exact }),
    );
    expect(fits.statusCode).toBe(200);
  });

  it('refuses bodies that are not uploads, a missing tenderId and unknown tenders', async () => {
    const id = await createDraft(app, owner);
    const json = await call(app, owner, 'POST', '/api/tender/UploadAttachment', { tenderId: id });
    expect(json.statusCode).toBe(400);
    const noId = await upload(
      app,
      owner,
      '/api/tender/UploadAttachment',
      form(undefined, { name: 'a.pdf', data: PDF }),
    );
    expect(noId.statusCode).toBe(400);
    const noFile = await upload(app, owner, '/api/tender/UploadAttachment', form(id));
    expect(noFile.statusCode).toBe(400);
    const unknown = await upload(
      app,
      owner,
      '/api/tender/UploadAttachment',
      form('nope', { name: 'a.pdf', data: PDF }),
    );
    expect(unknown.statusCode).toBe(404);
    const viaQuery = await upload(
      app,
      owner,
      `/api/tender/UploadAttachment?tenderId=${id}`,
      form(undefined, { name: 'a.pdf', data: PDF }),
    );
    expect(viaQuery.statusCode).toBe(200);
  });

  it("keeps another user's tender files out of reach", async () => {
    const id = await createDraft(app, owner);
    const [pdf] = (
      await upload(
        app,
        owner,
        '/api/tender/UploadAttachment',
        form(id, { name: 'a.pdf', data: PDF }),
      )
    ).json();
    const strangerUpload = await upload(
      app,
      stranger,
      '/api/tender/UploadAttachment',
      form(id, { name: 'b.pdf', data: PDF }),
    );
    expect(strangerUpload.statusCode).toBe(404);
    expect(
      (await call(app, stranger, 'GET', `/api/tender/GetFileById?attachmentId=${pdf.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(app, undefined, 'GET', `/api/tender/GetFileById?attachmentId=${pdf.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          app,
          stranger,
          'DELETE',
          `/api/tender/DeleteAttachmentById?attachmentId=${pdf.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(app, owner, 'GET', '/api/tender/GetFileById?attachmentId=x')).statusCode,
    ).toBe(404);
  });

  it('deletes an attachment, and a deleted draft its files: rows and stored contents', async () => {
    const id = await createDraft(app, owner);
    const [pdf, kept] = (
      await upload(
        app,
        owner,
        '/api/tender/UploadAttachment',
        form(id, { name: 'a.pdf', data: PDF }, { name: 'b.pdf', data: PDF }),
      )
    ).json();
    const content = await storedPath(app, pdf.id);
    const keptContent = await storedPath(app, kept.id);
    expect(existsSync(content)).toBe(true);
    const reply = await call(
      app,
      owner,
      'DELETE',
      `/api/tender/DeleteAttachmentById?attachmentId=${pdf.id}`,
    );
    expect(reply.statusCode).toBe(200);
    expect(existsSync(content)).toBe(false);
    expect((await getTender(app, owner, id)).attachments.list.map((file) => file.id)).toEqual([
      kept.id,
    ]);
    await call(app, owner, 'DELETE', `/api/tender/DeleteTenderDraft?tenderId=${id}`);
    expect(existsSync(keptContent)).toBe(false);
    expect(
      (await call(app, owner, 'GET', `/api/tender/GetFileById?attachmentId=${pdf.id}`)).statusCode,
    ).toBe(404);
    const again = await call(
      app,
      owner,
      'DELETE',
      `/api/tender/DeleteAttachmentById?attachmentId=${pdf.id}`,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(Messages.attachmentCannotBeRemoved);
  });

  it('refuses uploads and removals once the tender is scheduled', async () => {
    const id = await createSchedulableDraft(app, owner);
    const [pdf] = (
      await upload(
        app,
        owner,
        '/api/tender/UploadAttachment',
        form(id, { name: 'a.pdf', data: PDF }),
      )
    ).json();
    expect((await scheduleTender(app, owner, id)).statusCode).toBe(200);
    const late = await upload(
      app,
      owner,
      '/api/tender/UploadAttachment',
      form(id, { name: 'b.pdf', data: PDF }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'modification_blocked',
      message: Messages.modificationBlocked,
    });
    const removal = await call(
      app,
      owner,
      'DELETE',
      `/api/tender/DeleteAttachmentById?attachmentId=${pdf.id}`,
    );
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({
      error: 'modification_blocked',
      message: Messages.attachmentCannotBeRemoved,
    });
    const picture = await upload(
      app,
      owner,
      '/api/tender/UploadMainPicture',
      form(id, { name: 'p.png', data: PNG }),
    );
    expect(picture.statusCode).toBe(409);
  });
});
