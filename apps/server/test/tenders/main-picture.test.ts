import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  call,
  createDraft,
  createSchedulableDraft,
  getTender,
  scheduleTender,
  updateTender,
} from './helpers.ts';
import {
  MAIN_PICTURE_UPLOAD,
  PDF,
  PNG,
  attachFiles,
  getFile,
  pdf,
  png,
  setMainPicture,
  uploadFiles,
} from './uploads.ts';

describe('the main picture, and files of duplicated tenders', () => {
  let app: TestApp;
  let owner: CreatedUser;

  beforeAll(async () => {
    ({ app, owner } = await buildTenderSuite());
  });
  afterAll(() => app.dispose());

  it('sets, replaces and removes the main picture (images only)', async () => {
    const id = await createSchedulableDraft(app, owner);
    const notImage = await uploadFiles(app, owner, MAIN_PICTURE_UPLOAD, id, pdf('a.pdf'));
    expect(notImage.statusCode).toBe(400);
    const first = await setMainPicture(app, owner, id, png('a.png'));
    const second = await setMainPicture(app, owner, id, png('b.png'));
    expect(second).toMatch(/^\/api\/tender\/GetFileById\?attachmentId=/);
    expect((await call(app, owner, 'GET', first)).statusCode).toBe(404);
    expect((await getTender(app, owner, id)).mainPictureUrl).toBe(second);
    const picture = await call(app, owner, 'GET', second);
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
    const mainPictureUrl = await setMainPicture(app, owner, id, png('a.png'));
    expect((await call(app, undefined, 'GET', mainPictureUrl)).statusCode).toBe(404);
    await scheduleTender(app, owner, id);
    const reply = await call(app, undefined, 'GET', mainPictureUrl);
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(PNG)).toBe(true);
  });

  it('DuplicateTender copies attachments and the main picture as new files', async () => {
    const id = await createDraft(app, owner);
    const [original] = await attachFiles(app, owner, id, pdf('a.pdf'));
    await setMainPicture(app, owner, id, png('a.png'));
    const copyId = (
      await call(app, owner, 'POST', `/api/tender/DuplicateTender?tenderId=${id}`)
    ).json().tenderId;
    const copy = await getTender(app, owner, copyId);
    expect(copy.attachments.list).toEqual([expect.objectContaining({ name: 'a.pdf' })]);
    expect(copy.attachments.list[0].id).not.toBe(original.id);
    await call(app, owner, 'DELETE', `/api/tender/DeleteTenderDraft?tenderId=${id}`);
    const copied = await getFile(app, owner, copy.attachments.list[0].id);
    expect(copied.rawPayload.equals(PDF)).toBe(true);
    const picture = await call(app, owner, 'GET', copy.mainPictureUrl ?? '');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
  });
});
