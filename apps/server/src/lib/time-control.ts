/**
 * A loopback-only control for the end-to-end journeys: POST /advance?ms=N moves the server's
 * clock N ms ahead (never back), so a journey reaches an auction's start or end at once and the
 * clock loop's next tick (within a second) runs what fell due. It is started only when
 * TIME_CONTROL_PORT is set (apps/web/e2e/support/start-server.mjs does) and never in production;
 * it is a separate listener, outside the API and its document.
 */
import { createServer, type Server } from 'node:http';
import type { Clock } from './clock.ts';

export function startTimeControl(
  clock: Clock & { advance(ms: number): void },
  port: number,
): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const ms = Number(url.searchParams.get('ms'));
    if (request.method !== 'POST' || url.pathname !== '/advance' || !(ms >= 0)) {
      response.writeHead(400).end('POST /advance?ms=<milliseconds ≥ 0>');
      return;
    }
    clock.advance(ms);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ now: clock.now().toISOString() }));
  });
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
