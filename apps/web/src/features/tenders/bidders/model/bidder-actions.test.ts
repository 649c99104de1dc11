import { describe, expect, it } from 'vitest';
import { SupplierStatus as S, TenderStatus as T } from '@tendermark/shared';
import { entryFixture } from '@/test/supplier-fixtures.ts';
import { bidderActions, inviteLabelKey } from './bidder-actions.ts';

describe('the owner’s actions on a bidder follow the transition table (spec §4)', () => {
  it.each([
    [S.WAITING_FOR_INVITE, ['invite', 'block', 'remove']],
    [S.INVITED, ['invite', 'comment', 'block', 'remove']],
    [S.PENDING_PUBLIC, ['approve', 'reject', 'comment', 'block', 'remove']],
    [S.ACCEPTED, ['comment', 'block', 'remove']],
    [S.BLOCKED, ['unblock', 'remove']],
    [S.REMOVED, ['invite', 'block']],
    [S.LEFT, ['comment', 'block', 'remove']],
    [S.PENDING_COMEBACK, ['approve', 'reject', 'comment', 'block', 'remove']],
  ] as const)('status %s offers %j in the proposal phase', (status, expected) => {
    expect(bidderActions(entryFixture(status), T.SCHEDULED)).toEqual(expected);
  });

  it('closes invitations once the live auction runs, but keeps blocking and removal', () => {
    expect(bidderActions(entryFixture(S.REJECTED_BY_BIDDER), T.SUBMITTED)).toEqual([
      'comment',
      'block',
      'remove',
    ]);
  });

  it('offers nothing but commenting after the auction ended', () => {
    expect(bidderActions(entryFixture(S.ACCEPTED), T.ENDED)).toEqual(['comment']);
    expect(bidderActions(entryFixture(S.BLOCKED), T.ENDED)).toEqual([]);
  });

  it('lets an invitation to an address without an account be resent or withdrawn only', () => {
    const invitation = entryFixture(S.INVITED, { isRegistered: false });
    expect(bidderActions(invitation, T.SCHEDULED)).toEqual(['invite', 'remove']);
  });

  it('names the invitation action by status', () => {
    expect(inviteLabelKey(S.WAITING_FOR_INVITE)).toBe('bidders.actions.invite');
    expect(inviteLabelKey(S.INVITED)).toBe('bidders.actions.resend');
    expect(inviteLabelKey(S.REMOVED)).toBe('bidders.actions.inviteAgain');
  });
});
