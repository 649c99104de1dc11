/**
 * The pending counters shown in UserInfo. They stay 0 until the tender modules exist; those
 * issues replace the bodies with real counts (invitations to answer, public applicants to approve).
 */
import type { DbExecutor } from '../../db/client.ts';

/** Invitations to auctions the user has not answered yet. */
export async function countPendingAuctionInvitations(
  _db: DbExecutor,
  _userId: string,
): Promise<number> {
  return 0;
}

/** Public applicants and rejoin requests waiting for the user's approval in the user's auctions. */
export async function countPendingPublicBidders(_db: DbExecutor, _userId: string): Promise<number> {
  return 0;
}
