/**
 * bench/fixed-cost's yardstick: a bare Fastify server with no product code, no hooks, no logger and
 * no schemas, on 127.0.0.1:PORT, started by run.ts as a child process. GET /bare answers the object
 * in BARE_BODY (JSON; run.ts passes the product's own Currency reply, so both send the same bytes);
 * GET /bare/small answers a body like the product's health reply. Each is serialised per request
 * by Fastify's default (JSON.stringify).
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3321);
const body: unknown = JSON.parse(process.env.BARE_BODY ?? '{"status":"ok"}');

const app = Fastify({ logger: false });
app.get('/bare', async () => body);
app.get('/bare/small', async () => ({ status: 'ok', time: new Date().toISOString() }));

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

await app.listen({ port, host: '127.0.0.1' });
