// What the public overview offers its viewer: log in (visitor), apply (a signed-in user without an
// entry while applications are open), their tender page (a participant), or the owner view.
import { ParticipationAction, isActionOpen, type TPublicTenderOverview } from '@tendermark/shared';

export type OverviewAction =
  | { kind: 'login' }
  | { kind: 'apply' }
  | { kind: 'closed' }
  | { kind: 'participant'; supplierStatus: number }
  | { kind: 'owner' };

export function overviewActionOf(
  overview: Pick<TPublicTenderOverview, 'tenderStatus' | 'viewer'>,
  { isSignedIn }: { isSignedIn: boolean },
): OverviewAction {
  const viewer = overview.viewer;
  if (viewer?.isOwner) return { kind: 'owner' };
  if (viewer && viewer.supplierStatus !== null)
    return { kind: 'participant', supplierStatus: viewer.supplierStatus };
  if (!isActionOpen(ParticipationAction.APPLY, overview.tenderStatus)) return { kind: 'closed' };
  return isSignedIn ? { kind: 'apply' } : { kind: 'login' };
}
