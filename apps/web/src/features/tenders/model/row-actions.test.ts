// List actions follow the server's status rules: drafts are deleted, running tenders canceled.
import { describe, expect, it } from 'vitest';
import { TenderStatus, type TTenderListRow } from '@tendermark/shared';
import { actionsFor } from './row-actions.ts';

const row = (overrides: Partial<TTenderListRow>): TTenderListRow => ({
  id: 't1',
  name: 'Chairs',
  mainPictureUrl: null,
  totalActiveBiddersCount: 0,
  createDate: '2030-01-01T00:00:00.000Z',
  newAppliesCount: 0,
  isOwner: true,
  ownerName: 'buyer@example.com',
  ownerCompanyId: null,
  currency: 'USD',
  isDemo: false,
  isPublic: false,
  startDate: '2030-01-10T00:00:00.000Z',
  supplierStatus: null,
  totalExpectedPrice: 1000,
  tenderStatus: TenderStatus.NEW,
  isFavorite: false,
  keywords: '',
  industries: [],
  hidden: false,
  ...overrides,
});

describe('actionsFor', () => {
  it('offers a draft duplicate, hide and delete, but no cancel', () => {
    expect(actionsFor(row({}))).toEqual(['duplicate', 'hide', 'delete']);
  });

  it('offers a scheduled or running tender cancel but no delete', () => {
    for (const status of [TenderStatus.SCHEDULED, TenderStatus.SUBMITTED])
      expect(actionsFor(row({ tenderStatus: status }))).toEqual(['duplicate', 'cancel', 'hide']);
  });

  it('offers an ended or canceled tender delete, and a hidden one unhide', () => {
    expect(actionsFor(row({ tenderStatus: TenderStatus.CANCELED, hidden: true }))).toEqual([
      'duplicate',
      'unhide',
      'delete',
    ]);
  });

  it('offers nothing but opening on a tender the user takes part in', () => {
    expect(actionsFor(row({ isOwner: false }))).toEqual([]);
  });
});
