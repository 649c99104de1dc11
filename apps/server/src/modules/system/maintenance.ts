/**
 * The server's maintenance switch (spec §2 maintenance page): an admin turns it on with a message,
 * and every node then refuses writes with 503 and that message until it is turned off, without a
 * restart. Reads, logging in and out, and the switch itself keep working, so that users can still
 * look and the admin can turn it off again. The state lives in the database (system_settings), so
 * every node on it sees it; each node keeps what it read for at most MAINTENANCE_CACHE_MS (by the
 * app's clock), and the node that flips the switch knows at once.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  MaintenanceErrorCode,
  Messages,
  type TMaintenanceState,
  type TSetMaintenanceRequest,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { systemSettings } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { recordAudit } from '../admin/audit.ts';

const KEY = 'maintenance';
/** How long a node trusts what it last read: the other nodes follow a switch within this. */
export const MAINTENANCE_CACHE_MS = 2000;
/** What a refused write tells the client to wait before asking again (seconds). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 5;

const OFF: TMaintenanceState = { on: false, message: null, since: null, by: null };

/** Methods that only read: they keep working during maintenance. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes that keep working (as their routes are registered): logging in and renewing a session
 * (so an admin can reach the switch), logging out, and the switch.
 */
const OPEN_WRITES = new Set(['/token', '/api/account/Logout', '/api/admin/SetMaintenance']);

function parse(value: unknown): TMaintenanceState {
  if (!value || typeof value !== 'object') return OFF;
  const stored = value as Partial<TMaintenanceState>;
  if (stored.on !== true) return OFF;
  const text = (field: unknown) => (typeof field === 'string' && field ? field : null);
  return {
    on: true,
    message: text(stored.message),
    since: text(stored.since),
    by: text(stored.by),
  };
}

async function readStored(db: DbExecutor): Promise<TMaintenanceState> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, KEY));
  return parse(row?.value);
}

export type MaintenanceSwitch = ReturnType<typeof createMaintenanceSwitch>;

export function createMaintenanceSwitch(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  log: FastifyBaseLogger,
  cacheMs = MAINTENANCE_CACHE_MS,
) {
  let known = OFF;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<TMaintenanceState> | undefined;
  const now = () => ctx.clock.now().getTime();

  /** The state as this node knows it, read again once it is older than the bound. */
  function current(): Promise<TMaintenanceState> {
    const age = now() - readAt;
    if (age >= 0 && age < cacheMs) return Promise.resolve(known);
    reading ??= readStored(ctx.db)
      .then(
        (state) => {
          known = state;
          readAt = now();
          return state;
        },
        (error: unknown) => {
          // The database is away: the request's own queries answer 503; keep the last state.
          log.warn({ err: error }, 'maintenance switch not readable, keeping the last state');
          return known;
        },
      )
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  /** Turns maintenance on (with a message) or off, audited, and known to this node at once. */
  async function set(actor: AuthUser, request: TSetMaintenanceRequest): Promise<TMaintenanceState> {
    const state = await ctx.db.transaction(async (tx) => {
      const before = await readStored(tx);
      const after: TMaintenanceState = request.on
        ? {
            on: true,
            message: request.message?.trim() || null,
            // Changing the message of a running maintenance keeps when it began.
            since: before.on && before.since ? before.since : ctx.clock.now().toISOString(),
            by: actor.userName,
          }
        : OFF;
      const row = { value: after, updatedBy: actor.id, updatedAt: ctx.clock.now() };
      await tx
        .insert(systemSettings)
        .values({ key: KEY, ...row })
        .onConflictDoUpdate({ target: systemSettings.key, set: row });
      await recordAudit(tx, actor, { action: 'SetMaintenance', target: KEY, before, after });
      return after;
    });
    known = state;
    readAt = now();
    return state;
  }

  return { current, set };
}

/** Refuses writes to the API with 503 and the admin's message while maintenance is on. */
export function guardWritesDuringMaintenance(app: FastifyInstance, maintenance: MaintenanceSwitch) {
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method)) return;
    // The route as registered (routing ignores case and a trailing slash); none when not found.
    const route = request.routeOptions.url;
    if (!route || OPEN_WRITES.has(route)) return;
    const state = await maintenance.current();
    if (!state.on) return;
    return reply
      .status(503)
      .header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS))
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ error: MaintenanceErrorCode, message: state.message ?? Messages.maintenanceTitle });
  });
}
