import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  updateTender,
} from './helpers.ts';
import { PDF, PNG, form, upload } from './uploads.ts';

describe('the main picture, and files of duplicated tenders', () => {
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    app = await buildTenderApp();
    await loadCountryIds(app);
    owner = await createUser(app, { roles: ['BusinessStandard'] });
  });
  afterAll(() => app.dispose());

  it('sets, replaces and removes the main picture (images only)', async () => {
    const id = await createSchedulableDraft(app, owner);
    const notImage = await upload(
      app,
      owner,
      '/api/tender/UploadMainPicture',
      form(id, { name: 'a.pdf', data: PDF }),
    );
    expect(notImage.statusCode).toBe(400);
    const first = (
      await upload(
        app,
        owner,
        '/api/tender/UploadMainPicture',
        form(id, { name: 'a.png', data: PNG }),
      )
    ).json();
    const second = (
      await upload(
        app,
        owner,
        '/api/tender/UploadMainPicture',
        form(id, { name: 'b.png', data: PNG }),
      )
    ).json();
    expect(second.mainPictureUrl).toMatch(/^\/api\/tender\/GetFileById\?attachmentId=/);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: first.mainPictureUrl,
          headers: { authorization: `Bearer ${owner.token}` },
        })
      ).statusCode,
    ).toBe(404);
    expect((await getTender(app, owner, id)).mainPictureUrl).toBe(second.mainPictureUrl);
    const picture = await app.inject({
      method: 'GET',
      url: second.mainPictureUrl,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-disposition']).toMatch(/^inline;/);

    const removed = await call(
      app,
      owner,
      'DELETE',
      `/api/tender/DeleteMainPicture?tenderId=${id}`,
    );
    expect(removed.json()).toEqual({ mainPictureUrl: null });
    expect((await getTender(app, owner, id)).mainPictureUrl).toBeNull();
  });

  it('the main picture of a public scheduled tender is readable without login', async () => {
    const id = await createSchedulableDraft(app, owner);
    await updateTender(app, owner, id, () => ({ isPublic: true }));
    const { mainPictureUrl } = (
      await upload(
        app,
        owner,
        '/api/tender/UploadMainPicture',
        form(id, { name: 'a.png', data: PNG }),
      )
    ).json();
    expect((await app.inject({ method: 'GET', url: mainPictureUrl })).statusCode).toBe(404);
    await scheduleTender(app, owner, id);
    const reply = await app.inject({ method: 'GET', url: mainPictureUrl });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(PNG)).toBe(true);
  });

  it('DuplicateTender copies attachments and the main picture as new files', async () => {
    const id = await createDraft(app, owner);
    const [pdf] = (
      await upload(
        app,
        owner,
        '/api/tender/UploadAttachment',
        form(id, { name: 'a.pdf', data: PDF }),
      )
    ).json();
    await upload(
      app,
      owner,
      '/api/tender/UploadMainPicture',
      form(id, { name: 'a.png', data: PNG }),
    );
    const copyId = (
      await call(app, owner, 'POST', `/api/tender/DuplicateTender?tenderId=${id}`)
    ).json().tenderId;
    const copy = await getTender(app, owner, copyId);
    expect(copy.attachments.list).toEqual([expect.objectContaining({ name: 'a.pdf' })]);
    expect(copy.attachments.list[0].id).not.toBe(pdf.id);
    await call(app, owner, 'DELETE', `/api/tender/DeleteTenderDraft?tenderId=${id}`);
    const copied = await call(
      app,
      owner,
      'GET',
      `/api/tender/GetFileById?attachmentId=${copy.attachments.list[0].id}`,
    );
    expect(copied.rawPayload.equals(PDF)).toBe(true);
    const picture = await app.inject({
      method: 'GET',
      url: copy.mainPictureUrl ?? '',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(picture.rawPayload.equals(PNG)).toBe(true);
  });
});
