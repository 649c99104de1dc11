/**
 * Connects the real-time hubs to the auction: who may join a tender room, presence changes, and
 * other nodes' changes to the rooms this node keeps.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { resolveTenderRole } from '../suppliers/tender-role.ts';
import { presenceHandler } from './presence.ts';
import { heardKeptRoomChange } from './room-entries-cache.ts';

export function installRealtimeHooks(ctx: AppContext, log: FastifyBaseLogger): void {
  ctx.realtime.setHooks({
    resolveTenderRole: (user, tenderId) => resolveTenderRole(ctx, user, tenderId),
    onPresenceChange: presenceHandler(ctx, log),
    onKeptRoomChange: (tenderId, note) => heardKeptRoomChange(ctx.keptRooms, tenderId, note),
  });
}
