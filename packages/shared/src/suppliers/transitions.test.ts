import { describe, expect, it } from 'vitest';
import { Messages } from '../common/messages.ts';
import { SupplierStatus as S, TenderStatus as T } from '../common/enums.ts';
import { invitationProblem } from './invitations.ts';
import { allMustHavesChecked, isActionOpen, seesTender } from './participation.ts';
import {
  ParticipationAction as A,
  canTransition,
  nextStatus,
  transitionTable,
  type ParticipationActionName,
  type ParticipationState,
} from './transitions.ts';

const ALL_STATES: ParticipationState[] = [null, ...(Object.values(S) as ParticipationState[])];

describe('participation transitions (spec §4)', () => {
  it.each<[ParticipationState, ParticipationActionName, ParticipationState]>([
    [null, A.PREPARE, S.WAITING_FOR_INVITE],
    [null, A.INVITE, S.INVITED],
    [S.WAITING_FOR_INVITE, A.INVITE, S.INVITED],
    [S.INVITED, A.INVITE, S.INVITED],
    [S.REMOVED, A.INVITE, S.INVITED],
    [S.INVITED, A.ACCEPT, S.ACCEPTED],
    [S.INVITED, A.DECLINE, S.REJECTED_BY_BIDDER],
    [null, A.APPLY, S.PENDING_PUBLIC],
    [S.FAVORITE, A.APPLY, S.PENDING_PUBLIC],
    [S.PENDING_PUBLIC, A.APPROVE, S.ACCEPTED],
    [S.PENDING_PUBLIC, A.REJECT, S.REJECTED_BY_BUYER],
    [S.PENDING_COMEBACK, A.APPROVE, S.ACCEPTED],
    [S.PENDING_COMEBACK, A.REJECT, S.LEFT],
    [S.ACCEPTED, A.BLOCK, S.BLOCKED],
    [S.ACCEPTED, A.REMOVE, S.REMOVED],
    [S.ACCEPTED, A.LEAVE, S.LEFT],
    [S.LEFT, A.REJOIN, S.PENDING_COMEBACK],
    [null, A.FAVORITE, S.FAVORITE],
    [S.FAVORITE, A.UNFAVORITE, null],
    [S.PENDING_PUBLIC, A.APPROVAL_MISSED, S.APPROVAL_MISSED],
    [null, A.ADD_DEMO, S.ACCEPTED],
  ])('%s --%s--> %s', (from, action, to) => {
    expect(canTransition(from, action)).toBe(true);
    expect(nextStatus(from, action)).toEqual({ ok: true, to });
  });

  it.each<[ParticipationState, ParticipationActionName, string]>([
    [S.ACCEPTED, A.INVITE, Messages.userAlreadyInAuction],
    [S.PENDING_PUBLIC, A.INVITE, Messages.userAlreadyInAuction],
    [S.BLOCKED, A.INVITE, Messages.userAlreadyInAuction],
    [S.WAITING_FOR_INVITE, A.PREPARE, Messages.userAlreadyInAuction],
    [S.ACCEPTED, A.ACCEPT, Messages.noOpenInvitation],
    [null, A.DECLINE, Messages.noOpenInvitation],
    [S.ACCEPTED, A.APPLY, Messages.cannotApply],
    [S.BLOCKED, A.APPLY, Messages.cannotApply],
    [S.ACCEPTED, A.APPROVE, Messages.notWaitingForApproval],
    [S.BLOCKED, A.BLOCK, Messages.alreadyBlocked],
    [S.ACCEPTED, A.UNBLOCK, Messages.cannotUnblock],
    [S.REMOVED, A.REMOVE, Messages.alreadyRemoved],
    [S.INVITED, A.LEAVE, Messages.onlyParticipantCanLeave],
    [S.ACCEPTED, A.REJOIN, Messages.onlyLeftCanRejoin],
    [S.ACCEPTED, A.UNFAVORITE, Messages.notFavorite],
  ])('refuses %s --%s-- with "%s"', (from, action, message) => {
    expect(canTransition(from, action)).toBe(false);
    expect(nextStatus(from, action)).toEqual({ ok: false, reason: 'invalid_transition', message });
  });

  it('unblocks to invited or accepted only, refusing other earlier statuses', () => {
    expect(nextStatus(S.BLOCKED, A.UNBLOCK, { statusBeforeBlock: S.INVITED })).toEqual({
      ok: true,
      to: S.INVITED,
    });
    expect(nextStatus(S.BLOCKED, A.UNBLOCK, { statusBeforeBlock: S.ACCEPTED })).toEqual({
      ok: true,
      to: S.ACCEPTED,
    });
    for (const before of [S.PENDING_PUBLIC, S.LEFT, null, undefined])
      expect(nextStatus(S.BLOCKED, A.UNBLOCK, { statusBeforeBlock: before })).toEqual({
        ok: false,
        reason: 'cannot_unblock',
        message: Messages.cannotUnblock,
      });
  });

  it('never leaves a state through an action the table does not list', () => {
    for (const { action, from } of transitionTable())
      for (const state of ALL_STATES)
        expect(canTransition(state, action)).toBe(from.includes(state));
  });

  it('lets nothing but unblocking leave the blocked status except removal', () => {
    const leaving = transitionTable()
      .filter(({ from }) => from.includes(S.BLOCKED))
      .map(({ action }) => action)
      .sort();
    expect(leaving).toEqual([A.REMOVE, A.UNBLOCK].sort());
  });
});

describe('participation phases', () => {
  it('opens invitations from scheduling until the room opens', () => {
    expect(isActionOpen(A.INVITE, T.NEW)).toBe(false);
    expect(isActionOpen(A.INVITE, T.SCHEDULED)).toBe(true);
    expect(isActionOpen(A.INVITE, T.RFP_ENDED)).toBe(true);
    expect(isActionOpen(A.INVITE, T.SUBMITTED)).toBe(false);
    expect(isActionOpen(A.PREPARE, T.NEW)).toBe(true);
  });

  it('closes every change but unfavoriting once the tender ended or was canceled', () => {
    for (const { action } of transitionTable()) {
      const expected = action === A.UNFAVORITE;
      // The end's own transaction still marks rejoin requests nobody answered as approval missed.
      expect(isActionOpen(action, T.ENDED)).toBe(expected || action === A.APPROVAL_MISSED);
      expect(isActionOpen(action, T.CANCELED)).toBe(expected);
    }
  });

  it('shows the tender to participants but not to the removed, blocked or not yet invited', () => {
    expect(seesTender(S.INVITED)).toBe(true);
    expect(seesTender(S.LEFT)).toBe(true);
    expect(seesTender(S.WAITING_FOR_INVITE)).toBe(false);
    expect(seesTender(S.REMOVED)).toBe(false);
    expect(seesTender(S.BLOCKED)).toBe(false);
    expect(seesTender(null)).toBe(false);
  });

  it('needs every must-have condition checked', () => {
    expect(allMustHavesChecked(['a', 'b'], { a: true, b: true })).toBe(true);
    expect(allMustHavesChecked(['a', 'b'], { a: true, b: false })).toBe(false);
    expect(allMustHavesChecked(['a', 'b'], { a: true })).toBe(false);
  });
});

describe('invite-by-e-mail rules (spec §5)', () => {
  const ownEmail = 'buyer@example.com';
  it('refuses the inviter’s own address, case-insensitively', () => {
    expect(invitationProblem(['Buyer@Example.com'], { ownEmail })).toEqual({
      message: Messages.inviteSelf,
      email: 'Buyer@Example.com',
      index: 0,
    });
  });
  it('refuses an address twice in the list or already listed, naming it', () => {
    expect(invitationProblem(['b@x.com', 'a@x.com', 'A@x.com'], { ownEmail })).toEqual({
      message: Messages.inviteDuplicate,
      email: 'A@x.com',
      index: 2,
    });
    expect(invitationProblem(['a@x.com'], { ownEmail, listedEmails: ['a@X.com'] })).toEqual({
      message: Messages.inviteDuplicate,
      email: 'a@x.com',
      index: 0,
    });
  });
  it('accepts distinct other addresses', () => {
    expect(invitationProblem(['a@x.com', 'b@x.com'], { ownEmail })).toBeUndefined();
  });
});
