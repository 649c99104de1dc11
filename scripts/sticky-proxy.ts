/**
 * A small HTTP load balancer for trying the scale-out on one machine (`npm run start:cluster`):
 * each browser is pinned to one node by a cookie, so that Socket.IO's long-polling requests of one
 * session all reach the node that holds it; WebSocket upgrades are forwarded as raw TCP. A node
 * that refuses connections is skipped for a few seconds, and its browsers move to another node.
 * Production uses a real reverse proxy (deploy/nginx.conf); this one keeps the repository free
 * of a dependency for it.
 */
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export type StickyProxyOptions = {
  /** Base URLs of the nodes, e.g. `http://127.0.0.1:3001`. */
  targets: string[];
  /** The cookie that pins a browser to a node (its index in `targets`). */
  cookieName?: string;
  /** How long a node that refused a connection is skipped. */
  downForMs?: number;
  log?: (message: string) => void;
};

export const DEFAULT_STICKY_COOKIE = 'tm_node';

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection and are not forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

type Target = { url: URL; downUntil: number };

export function createStickyProxy(options: StickyProxyOptions): http.Server {
  if (options.targets.length === 0) throw new Error('the proxy needs at least one target');
  const cookieName = options.cookieName ?? DEFAULT_STICKY_COOKIE;
  const downForMs = options.downForMs ?? 5000;
  const log = options.log ?? (() => undefined);
  const targets: Target[] = options.targets.map((url) => ({ url: new URL(url), downUntil: 0 }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let nextIndex = 0;

  const isUp = (index: number) => targets[index].downUntil <= Date.now();

  /** The pinned node if the request names a live one; otherwise the next live node in turn. */
  function choose(
    request: http.IncomingMessage,
    exclude?: number,
  ): { index: number; isNew: boolean } {
    const pinned = pinnedIndex(request.headers.cookie, cookieName);
    if (pinned !== undefined && pinned < targets.length && pinned !== exclude && isUp(pinned)) {
      return { index: pinned, isNew: false };
    }
    for (let step = 0; step < targets.length; step++) {
      const index = (nextIndex + step) % targets.length;
      if (index !== exclude && isUp(index)) {
        nextIndex = index + 1;
        return { index, isNew: true };
      }
    }
    // Every node looks down: try the next one anyway rather than fail without asking.
    const index = nextIndex++ % targets.length;
    return { index, isNew: true };
  }

  function markDown(index: number, error: Error) {
    if (isUp(index)) log(`${targets[index].url.host} is unreachable (${error.message})`);
    targets[index].downUntil = Date.now() + downForMs;
  }

  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    exclude?: number,
  ): void {
    const { index, isNew } = choose(request, exclude);
    const target = targets[index].url;
    const upstream = http.request({
      agent,
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: forwardedHeaders(request),
    });
    upstream.on('response', (reply) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      }
      if (isNew) {
        const cookie = `${cookieName}=${index}; Path=/; HttpOnly; SameSite=Lax`;
        const existing = headers['set-cookie'] ?? [];
        headers['set-cookie'] = [
          ...(Array.isArray(existing) ? existing : [String(existing)]),
          cookie,
        ];
      }
      response.writeHead(reply.statusCode ?? 502, reply.statusMessage, headers);
      reply.pipe(response);
      reply.on('error', () => response.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') markDown(index, error);
      // A GET or HEAD has no body and can be sent again; a body already streamed upstream cannot.
      const isResendable = request.method === 'GET' || request.method === 'HEAD';
      const isLost = error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET';
      if (
        isLost &&
        isResendable &&
        exclude === undefined &&
        targets.length > 1 &&
        !response.headersSent
      ) {
        forward(request, response, index);
        return;
      }
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'bad_gateway', message: 'No server is available' }));
      } else {
        response.destroy();
      }
    });
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  }

  /** WebSocket: the upgrade request is replayed to the node, then both sockets are joined. */
  function forwardUpgrade(request: http.IncomingMessage, socket: Duplex, head: Buffer): void {
    const { index } = choose(request);
    const target = targets[index].url;
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      const raw = request.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) {
        if (!/^x-forwarded-/i.test(raw[i])) lines.push(`${raw[i]}: ${raw[i + 1]}`);
      }
      for (const [name, value] of Object.entries(forwardingHeaders(request))) {
        lines.push(`${name}: ${value}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.setNoDelay(true);
    upstream.on('error', (error) => {
      markDown(index, error);
      socket.destroy();
    });
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  }

  const server = http.createServer((request, response) => forward(request, response));
  server.on('upgrade', forwardUpgrade);
  server.on('close', () => agent.destroy());
  return server;
}

/** The node index a `Cookie` header pins the browser to, if any. */
export function pinnedIndex(
  cookieHeader: string | undefined,
  cookieName: string,
): number | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookieName && value !== undefined && /^\d+$/.test(value)) return Number(value);
  }
  return undefined;
}

function forwardingHeaders(request: http.IncomingMessage): Record<string, string> {
  const client = request.socket.remoteAddress ?? '';
  const previous = request.headers['x-forwarded-for'];
  return {
    'x-forwarded-for': previous ? `${String(previous)}, ${client}` : client,
    'x-forwarded-proto': String(request.headers['x-forwarded-proto'] ?? 'http'),
    'x-forwarded-host': String(request.headers['x-forwarded-host'] ?? request.headers.host ?? ''),
  };
}

function forwardedHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) && !name.startsWith('x-forwarded-') && value !== undefined) {
      headers[name] = value;
    }
  }
  return { ...headers, ...forwardingHeaders(request) };
}
