/** buildApp(config): the whole HTTP application, used by main.ts and by the tests. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import nodemailer from 'nodemailer';
import type { AppContext } from './context.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { pgliteDirOf, startFromTemplate } from './db/pglite-template.ts';
import { createAuthenticate, createGuards } from './lib/auth.ts';
import { openApiRouteTransform } from './lib/route-table.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createMailer } from './mail/mailer.ts';
import { createMailDrop } from './mail/mail-drop.ts';
import { createMailSender } from './mail/sender.ts';
import { createEventDispatcher } from './events/dispatcher.ts';
import { subscribeToEvents } from './events/subscribers.ts';
import { cleanBouncedAddress } from './modules/notifications/newsletter.ts';
import { createAccessTokens } from './modules/account/access-tokens.ts';
import { createLiveSessions } from './modules/account/live-sessions.ts';
import { memoryRateLimitStore, redisRateLimitStore } from './modules/account/rate-limit-stores.ts';
import { closeRedisClient, connectRedis, createRedisLink } from './lib/redis.ts';
import { registerModules } from './modules/index.ts';
import { checkFileStorage, closeFileStorage } from './modules/files/storage.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { registerPrivateReplyCaching } from './lib/private-replies.ts';
import { seedDatabase } from './db/seed/index.ts';
import { registerErrorHandling, routeNotFound } from './plugins/errors.ts';
import { zodValidatorCompiler } from './plugins/validation.ts';
import { createRealtime } from './realtime/server.ts';
import { logRedaction } from './lib/log-redaction.ts';
import { OneLineRequestLog } from './lib/request-log.ts';
import { replySerializerCompiler } from './lib/reply-serializer.ts';
import { sendSharedReplyEncoded } from './lib/shared-reply-encoding.ts';
import { startClock, type ClockLoop } from './jobs/clock-loop.ts';
import { startMailLoop, type MailLoop } from './jobs/mail-loop.ts';
import {
  startStripeCancellations,
  type StripeCancellations,
} from './modules/billing/cancellations.ts';
import { installRealtimeHooks } from './modules/auction/hooks.ts';
import { createBidQueue } from './modules/auction/bid-queue.ts';
import { KeptRooms } from './modules/auction/room-entries-cache.ts';

export type BuildOptions = {
  clock?: Clock;
  /** An already opened database (tests share one per file). */
  database?: DatabaseHandle;
  /**
   * The given database is a copy of a template that holds the reference data already (the tests'
   * templates): not seeded again.
   */
  databaseHasReferenceData?: boolean;
  logger?: boolean;
  /** Where the log goes (stdout when left out); tests read it to check what is logged. */
  logStream?: { write(line: string): void };
  /** Run the tender clock and demo bidders (default); tests that drive them by hand turn it off. */
  runClock?: boolean;
  /** The PGlite template a new embedded database starts from (default: the one beside the code). */
  pgliteTemplateDir?: string;
  /**
   * The template's copy into DATA_DIR when the caller started it already (main.ts, while the
   * server's modules load: startFromTemplate's promise); buildApp starts it itself otherwise.
   */
  pgliteTemplateCopy?: Promise<boolean>;
};

export type App = FastifyInstance & { ctx: AppContext };

/**
 * PostgreSQL when configured, else PGlite under DATA_DIR (a new one from the built template);
 * `isFromTemplate` when this start copied the template (a first start on an empty DATA_DIR).
 */
async function openConfiguredDatabase(
  config: AppConfig,
  log: FastifyBaseLogger,
  options: Pick<BuildOptions, 'pgliteTemplateDir' | 'pgliteTemplateCopy'>,
): Promise<{ database: DatabaseHandle; isFromTemplate: boolean }> {
  const pgliteDir = pgliteDirOf(config.dataDir);
  const wants = { govTenders: config.seedGovTenders };
  const isFromTemplate =
    !config.databaseUrl &&
    (await (options.pgliteTemplateCopy ??
      startFromTemplate(pgliteDir, wants, options.pgliteTemplateDir)));
  if (isFromTemplate) log.info({ pgliteDir }, 'new embedded database copied from its template');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir,
    onPoolError: (error) => log.warn({ err: error }, 'idle database connection lost'),
  });
  return { database, isFromTemplate };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...logRedaction, stream: options.logStream },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    logController: new OneLineRequestLog(),
    // A hop count trusts that many proxies from the socket (Fastify's types take no number).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  registerErrorHandling(app);
  registerPrivateReplyCaching(app);
  // A wrong object store (bucket, endpoint, keys) stops the start, not the first upload.
  await checkFileStorage(config);
  app.addHook('onClose', async () => closeFileStorage(config));

  const { database, isFromTemplate } = options.database
    ? { database: options.database, isFromTemplate: options.databaseHasReferenceData ?? false }
    : await openConfiguredDatabase(config, app.log, options);
  await database.migrate();
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  const clock = options.clock ?? systemClock;
  const accessTokens = createAccessTokens(config.jwtSecret, config.accessTokenSeconds, clock);
  const liveSessions = createLiveSessions(database.db, clock);
  const authenticate = createAuthenticate(accessTokens, liveSessions);
  // One link for all the node's Redis clients: a Redis outage is logged once, not per client.
  const redisLink = createRedisLink(app.log);
  const realtime = await createRealtime({
    authenticate,
    redisUrl: config.redisUrl,
    redisLink,
    log: app.log,
    onSessionsEnded: liveSessions.forgetUser,
  });
  realtime.attach(app.server);
  app.addHook('preClose', async () => {
    // Before the HTTP server closes, which waits for every open connection: the hubs' sockets
    // (disconnectSockets reached only the main namespace, which no client uses) are cut as a lost
    // network would cut them, so that clients reconnect to the restarted server by themselves.
    realtime.io.engine.close();
  });
  app.addHook('onClose', async () => realtime.close());
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, app.log, redisLink)
    : undefined;
  if (redis) app.addHook('onClose', async () => closeRedisClient(redis));
  const events = createEventDispatcher({ log: app.log });
  const ctx: AppContext = {
    config,
    db: database.db,
    scriptedTransaction: database.scriptedTransaction,
    clock,
    log: app.log,
    events,
    mailer: createMailer({
      db: database.db,
      clock,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
      sender: createMailSender({
        db: database.db,
        clock,
        log: app.log,
        from: config.mailFrom,
        claimMs: config.mailClaimSeconds * 1000,
        transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined,
        drop: config.mailDropDir ? createMailDrop(config.mailDropDir) : undefined,
        onBounce: (address) => cleanBouncedAddress(database.db, address),
      }),
    }),
    accessTokens,
    realtime,
    rateLimitStore: redis ? redisRateLimitStore(redis, app.log) : memoryRateLimitStore,
    bidQueue: createBidQueue(),
    keptRooms: new KeptRooms(),
  };
  subscribeToEvents(ctx);
  // The start's seeding runs while the HTTP side is put together: no request reaches the app
  // before it listens, after both (a first start's demo data is whole by then), and the seeding's
  // waits (argon2 hashing the accounts' passwords on libuv's thread pool) leave the main thread
  // to the registration (issue 31, cold start). A database just copied from the template holds
  // the reference data this build seeds already.
  const seeding = seedDatabase(ctx, app.log, { hasReferenceData: isFromTemplate });
  try {
    await registerHttp(app, config, ctx, authenticate);
  } catch (error) {
    await seeding.catch(() => undefined);
    throw error;
  }
  await seeding;
  installRealtimeHooks(ctx, app.log);
  let clockLoop: ClockLoop | undefined;
  let mailLoop: MailLoop | undefined;
  let stripeCancellations: StripeCancellations | undefined;
  app.addHook('onReady', async () => {
    if (options.runClock === false) return;
    clockLoop = startClock(ctx, { log: app.log });
    mailLoop = startMailLoop(ctx, { log: app.log });
    ctx.mailer.sender.start();
    stripeCancellations = startStripeCancellations(ctx, { log: app.log });
  });
  app.addHook('preClose', async () => {
    ctx.events.close();
    await Promise.all([
      clockLoop?.stop(),
      mailLoop?.stop(),
      ctx.mailer.sender.stop(),
      stripeCancellations?.stop(),
    ]);
  });

  return Object.assign(app, { ctx });
}

/** The HTTP side: headers, compression, the API docs, every module's routes and the web app. */
async function registerHttp(
  app: FastifyInstance,
  config: AppConfig,
  ctx: AppContext,
  authenticate: ReturnType<typeof createAuthenticate>,
): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (config.corsOrigin) await app.register(cors, { origin: config.corsOrigin.split(',') });
  // Replies above 1 KB go out with brotli or gzip (the localization texts: 89 KB → about 20 KB);
  // the web app's files are compressed at build time and sent as they are.
  // A shared reply (a held code list) goes out compressed as it was the first time.
  app.addHook('onSend', sendSharedReplyEncoded);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody);
  // @fastify/multipart is registered with the upload routes only (modules/files/upload-scope.ts).
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tendermark API',
        version: '0.1.0',
        description: 'Reverse auctions and tenders',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Each route's replies described by its route table; shared schemas (ErrorReply) as components.
    transform: openApiRouteTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await registerModules(app, ctx, createGuards(authenticate));
  await serveWebApp(app, config);
}

/**
 * SMTP with timeouts well inside the mail worker's claim (MAIL_CLAIM_SECONDS, 300 s by default),
 * so that no other node sends a mail while this one may still be sending it.
 */
const smtpTransport = (url: string) =>
  nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });

/**
 * The web app's Content-Security-Policy: scripts only from its own files (the build has no inline
 * script), styles may be inline (Mantine sets style attributes and its CSS variables), images
 * also from any https tile server of the map, connections (API and Socket.IO) only to this origin.
 * The API docs at /api/docs keep helmet's defaults without a CSP (Swagger UI runs inline script).
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Hashed file names under /assets/ change with their content, so browsers may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: the .br or .gz file the build wrote beside each asset when the browser
 * accepts it, hashed assets cached for good and everything else revalidated, source maps never,
 * and index.html for client-side routes (paths without a file extension).
 */
async function serveWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const webDist = path.resolve(config.webDist ?? path.join(import.meta.dirname, '../../web/dist'));
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (response, filePath) => {
        const isHashedAsset = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
        response.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
        // The page as a browser gets it is mostly the build's index.html.br or .gz.
        if (/\.html(\.br|\.gz)?$/.test(filePath))
          response.header('Content-Security-Policy', WEB_APP_CSP);
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const pathName = request.url.split('?')[0];
    // GET /token is the web app's external-login return page; only POST /token is the API's.
    const isApi = /^\/(api|signalr)(\/|$)/i.test(pathName);
    const isFile = /\.[^/]+$/.test(pathName);
    // Sent, not returned: a returned reply is a thenable that Fastify and @fastify/static await
    // again and again, each adding a close listener to the response (11: Node's leak warning).
    if (hasWebApp && request.method === 'GET' && !isApi && !isFile) reply.sendFile('index.html');
    else reply.status(404).send(routeNotFound(request.method, request.url));
  });
}

/** proxy-addr's trust function for `hops` proxies: hop 0 is the socket's peer. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;
