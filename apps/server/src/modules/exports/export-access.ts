/**
 * Who may download what. Exports carry the buyer's business data, so they follow the live room's
 * rule (roomViewer): the owner and the accepted suppliers; anyone else, admins included, is told
 * the tender does not exist (404), as GetBidHistory and the overview tell them. Among those, the
 * ranking, the comparison and the full bid history are the owner's; a supplier gets their own bids.
 */
import {
  ExportMessages,
  OVERVIEW_STATUSES,
  OWNER_EXPORT_STATUSES,
  TenderStatus,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { roomViewer, type RoomViewer } from '../auction/room-access.ts';

/**
 * The viewer of a bid export: the owner from the live auction on, a supplier once it is over
 * (before that, their own bids are in the room).
 */
export async function bidExportViewer(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
): Promise<RoomViewer> {
  const viewer = await roomViewer(ctx, user, tenderId);
  const isOwner = viewer.role === 'owner';
  const statuses = isOwner ? OWNER_EXPORT_STATUSES : OVERVIEW_STATUSES;
  if (!statuses.includes(viewer.tender.status))
    throw conflict(
      isOwner ? ExportMessages.ownerExportNotStarted : ExportMessages.supplierExportNotEnded,
      'export_not_ready',
    );
  return viewer;
}

/** The owner of a tender whose ranking or comparison is asked for; a supplier is refused (403). */
export async function ownerExportViewer(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
  { endedOnly = false }: { endedOnly?: boolean } = {},
): Promise<RoomViewer> {
  const viewer = await roomViewer(ctx, user, tenderId);
  if (viewer.role !== 'owner') throw forbidden(ExportMessages.ownerOnly);
  if (endedOnly && viewer.tender.status !== TenderStatus.ENDED)
    throw conflict(ExportMessages.comparisonNotEnded, 'export_not_ready');
  if (!OWNER_EXPORT_STATUSES.includes(viewer.tender.status))
    throw conflict(ExportMessages.ownerExportNotStarted, 'export_not_ready');
  return viewer;
}
