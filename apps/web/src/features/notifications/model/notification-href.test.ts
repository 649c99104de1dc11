import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-href.ts';

describe('where a notification leads', () => {
  it('opens the supplier view or the owner’s bidders step', () => {
    expect(notificationHref({ Link: { action: 'supplierTender', dataId: 't-1' } })).toBe(
      '/auctions/supplier/t-1',
    );
    expect(notificationHref({ Link: { action: 'ownerTender', dataId: 't-1' } })).toBe(
      '/auctions/owner/t-1/2',
    );
  });

  it('leads nowhere without a known link', () => {
    expect(notificationHref({ Link: null })).toBeNull();
    expect(notificationHref({ Link: { action: 'somethingElse', dataId: 't-1' } })).toBeNull();
  });
});
