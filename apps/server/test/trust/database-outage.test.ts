/**
 * Issue 26, point 8: with the database away every route answered 500, /api/health too. Now a route
 * that needs the database answers 503 with Retry-After and `{ error, message }`, readiness says 503
 * and liveness 200. The database is made unreachable for real: PGlite closed, or (with
 * TEST_DATABASE_URL) the PostgreSQL database dropped under the open pool.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { isDatabaseUnavailable } from '../../src/plugins/errors.ts';
import { createPostgresDatabase, freshDatabase, testConfig } from '../helper.ts';
import { bearer, createUser } from '../factories.ts';

/** An app on a database of its own, and how to take that database away. */
async function appWithDatabaseToLose(): Promise<{
  app: App;
  loseDatabase(): Promise<void>;
  dispose(): Promise<void>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let loseDatabase: () => Promise<void>;
  let cleanUp: () => Promise<void>;
  if (baseUrl) {
    const database = await createPostgresDatabase(baseUrl);
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 2, onPoolError: () => {} });
    await handle.migrate();
    // DROP … WITH (FORCE) ends the pool's connections; new ones find no database (3D000).
    loseDatabase = database.drop;
    cleanUp = async () => {
      await handle.close();
      await database.drop();
    };
  } else {
    const database = await freshDatabase();
    handle = database.handle;
    loseDatabase = () => handle.close();
    cleanUp = async () => undefined;
  }
  const app = await buildApp(testConfig(), { database: handle, logger: false, runClock: false });
  await app.ready();
  return {
    app,
    loseDatabase,
    async dispose() {
      await app.close();
      await cleanUp();
    },
  };
}

describe('the database away', () => {
  it('answers 503 with Retry-After on a route that needs it, readiness 503, liveness 200; no 500', async () => {
    const { app, loseDatabase, dispose } = await appWithDatabaseToLose();
    try {
      const user = await createUser(app);
      const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(user.token) });
      for (const url of ['/api/health', '/api/health/ready', '/api/health/live'])
        expect((await get(url)).statusCode, url).toBe(200);

      await loseDatabase();

      // The session check behind the token reads the database first (nothing remembered yet).
      const route = await get('/api/account/UserInfo');
      expect(route.statusCode).toBe(503);
      expect(route.headers['retry-after']).toBe('5');
      expect(route.json()).toEqual({
        error: 'service_unavailable',
        message: Messages.maintenanceTitle,
      });
      for (const url of ['/api/health/ready', '/api/health']) {
        const reply = await get(url);
        expect(reply.statusCode, url).toBe(503);
        expect(reply.headers['retry-after'], url).toBe('5');
        expect(reply.json(), url).toMatchObject({ error: 'service_unavailable' });
      }
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await dispose();
    }
  });

  const baseUrl = process.env.TEST_DATABASE_URL;
  it.runIf(baseUrl)(
    'answers 503 while PostgreSQL refuses connections (a restart), and 200 again once it is back',
    async () => {
      const database = await createPostgresDatabase(baseUrl!);
      const target = new URL(database.url);
      const proxy = await tcpProxy(Number(target.port || 5432), target.hostname);
      const viaProxy = new URL(database.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const handle = await openDatabase({
        databaseUrl: viaProxy.toString(),
        poolSize: 2,
        onPoolError: () => {},
      });
      await handle.migrate();
      const app = await buildApp(testConfig(), {
        database: handle,
        logger: false,
        runClock: false,
      });
      try {
        await app.ready();
        const user = await createUser(app);
        const get = (url: string) =>
          app.inject({ method: 'GET', url, headers: bearer(user.token) });
        expect((await get('/api/health/ready')).statusCode).toBe(200);

        // Open connections cut ("Connection terminated"), new ones refused (ECONNREFUSED).
        await proxy.stop();
        const route = await get('/api/account/UserInfo');
        expect([route.statusCode, route.headers['retry-after']]).toEqual([503, '5']);
        expect(route.json()).toMatchObject({ error: 'service_unavailable' });
        expect((await get('/api/health/ready')).statusCode).toBe(503);
        expect((await get('/api/health/live')).statusCode).toBe(200);

        // PostgreSQL is back: the same process answers again, without a restart.
        await proxy.start();
        expect((await get('/api/health/ready')).statusCode).toBe(200);
        expect((await get('/api/account/UserInfo')).statusCode).toBe(200);
      } finally {
        await app.close();
        await proxy.stop();
        await handle.close();
        await database.drop();
      }
    },
  );

  it('tells a database out of reach from a query that is wrong', () => {
    const socket = (code: string) => Object.assign(new Error(`connect ${code}`), { code });
    const wrapped = (cause: unknown) =>
      Object.assign(new Error('Failed query: select 1'), { cause });
    const unreachable = [
      socket('ECONNREFUSED'),
      // A host with several addresses (localhost: ::1 and 127.0.0.1) refuses with both.
      Object.assign(new AggregateError([socket('ECONNREFUSED'), socket('ECONNREFUSED')]), {
        code: 'ECONNREFUSED',
      }),
      wrapped(new Error('Connection terminated unexpectedly')),
      wrapped(new Error('timeout exceeded when trying to connect')),
      wrapped(new Error('Cannot use a pool after calling end on the pool')),
      wrapped(new Error('PGlite is closed')),
      wrapped(Object.assign(new Error('the database system is shutting down'), { code: '57P03' })),
      wrapped(Object.assign(new Error('database "x" does not exist'), { code: '3D000' })),
      wrapped(Object.assign(new Error('connection failure'), { code: '08006' })),
    ];
    for (const error of unreachable) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    const wrong = [
      wrapped(Object.assign(new Error('syntax error'), { code: '42601' })),
      wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })),
      new Error('something else'),
      undefined,
    ];
    for (const error of wrong) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});

/** A TCP relay to PostgreSQL on a fixed local port, which the test stops (and starts again). */
async function tcpProxy(targetPort: number, targetHost: string) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = async () => {
    server = createServer((client) => {
      const upstream = createConnection(targetPort, targetHost);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    const address = server.address();
    if (address && typeof address !== 'string') port = address.port;
  };
  await start();
  return {
    get port() {
      return port;
    },
    start,
    async stop() {
      if (!server?.listening) return;
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
