import { describe, expect, it } from 'vitest';
import { SupplierStatus, TenderStatus } from '@tendermark/shared';
import { overviewActionOf } from './overview-action.ts';

const open = TenderStatus.SCHEDULED;

describe('what the public overview offers its viewer', () => {
  it('asks a visitor to log in while applications are open', () => {
    expect(overviewActionOf({ tenderStatus: open, viewer: null }, { isSignedIn: false })).toEqual({
      kind: 'login',
    });
  });

  it('lets a signed-in user without an entry apply', () => {
    const viewer = { supplierStatus: null, isOwner: false };
    expect(overviewActionOf({ tenderStatus: open, viewer }, { isSignedIn: true })).toEqual({
      kind: 'apply',
    });
  });

  it('says applications are closed once the live auction has begun', () => {
    const viewer = { supplierStatus: null, isOwner: false };
    expect(
      overviewActionOf({ tenderStatus: TenderStatus.SUBMITTED, viewer }, { isSignedIn: true }),
    ).toEqual({ kind: 'closed' });
    expect(
      overviewActionOf({ tenderStatus: TenderStatus.ENDED, viewer: null }, { isSignedIn: false }),
    ).toEqual({ kind: 'closed' });
  });

  it('leads a participant to their tender page, whatever the stage', () => {
    const viewer = { supplierStatus: SupplierStatus.ACCEPTED, isOwner: false };
    expect(
      overviewActionOf({ tenderStatus: TenderStatus.SUBMITTED, viewer }, { isSignedIn: true }),
    ).toEqual({ kind: 'participant', supplierStatus: SupplierStatus.ACCEPTED });
  });

  it('leads the owner to the owner view', () => {
    const viewer = { supplierStatus: null, isOwner: true };
    expect(overviewActionOf({ tenderStatus: open, viewer }, { isSignedIn: true })).toEqual({
      kind: 'owner',
    });
  });
});
