/** What every module receives: configuration, database, clock and outgoing channels. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { ScriptedTransaction } from './db/scripted-transaction.ts';
import type { EventDispatcher } from './events/dispatcher.ts';
import type { Guards } from './lib/auth.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AccessTokens } from './modules/account/access-tokens.ts';
import type { RateLimitStore } from './modules/account/rate-limit-stores.ts';
import type { BidQueue } from './modules/auction/bid-queue.ts';
import type { KeptRooms } from './modules/auction/room-entries-cache.ts';
import type { Realtime } from './realtime/server.ts';

export type AppContext = {
  config: AppConfig;
  db: Database;
  /** Two-round-trip transactions for the bidding engine (db/scripted-transaction.ts). */
  scriptedTransaction: ScriptedTransaction;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Hands the events a committed transaction recorded to their subscribers (events/). */
  events: EventDispatcher;
  /** Queues mail in the caller's transaction; its worker sends after the commit. */
  mailer: Mailer;
  accessTokens: AccessTokens;
  realtime: Realtime;
  /** Counters of rate limits: per node, or shared through Redis when REDIS_URL is set. */
  rateLimitStore: RateLimitStore;
  /** This process's bids waiting for their flush (modules/auction/bidding-service.ts). */
  bidQueue: BidQueue;
  /** Live rooms' entries this process keeps between bid flushes (auction/room-entries-cache.ts). */
  keptRooms: KeptRooms;
};

/** A feature module's routes, registered with the app, its context and the request guards. */
export type ModuleRegistrar = (
  app: FastifyInstance,
  ctx: AppContext,
  guards: Guards,
) => Promise<void> | void;
