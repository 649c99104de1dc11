import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createStickyProxy } from '../../../../scripts/sticky-proxy.ts';

/** A stand-in node: answers its name over HTTP and echoes every byte of an upgraded connection. */
async function fakeNode(name: string): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'] }));
  });
  server.on('upgrade', (_request, socket, head: Buffer) => {
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: test\r\n\r\n',
    );
    socket.write(`${name}:`);
    socket.write(head);
    socket.pipe(socket);
  });
  return { server, url: await listen(server) };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

async function started(servers: http.Server[]) {
  for (const server of servers) closers.push(() => server.closeAllConnections());
  for (const server of servers) closers.push(() => server.close());
}

async function proxyTo(targets: string[]): Promise<string> {
  const proxy = createStickyProxy({ targets, downForMs: 60_000 });
  const url = await listen(proxy);
  await started([proxy]);
  return url;
}

async function get(url: string, cookie?: string) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = (await response.json()) as { name: string; forwardedFor?: string };
  return {
    name: body.name,
    forwardedFor: body.forwardedFor,
    setCookie: response.headers.get('set-cookie'),
  };
}

describe('the cluster load balancer', () => {
  it('pins a browser to the node that answered it first and spreads new browsers', async () => {
    const [a, b] = [await fakeNode('a'), await fakeNode('b')];
    await started([a.server, b.server]);
    const proxy = await proxyTo([a.url, b.url]);

    const first = await get(`${proxy}/api/health`);
    const second = await get(`${proxy}/api/health`);
    expect([first.name, second.name].sort()).toEqual(['a', 'b']);
    expect(first.setCookie).toMatch(/^tm_node=\d; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(first.forwardedFor).toBe('127.0.0.1');

    const cookie = first.setCookie!.split(';')[0];
    for (let request = 0; request < 4; request++) {
      const pinned = await get(`${proxy}/signalr/?EIO=4&transport=polling`, cookie);
      expect(pinned.name).toBe(first.name);
      expect(pinned.setCookie).toBeNull();
    }
  });

  it('forwards a WebSocket upgrade to the pinned node and relays both ways', async () => {
    const [a, b] = [await fakeNode('a'), await fakeNode('b')];
    await started([a.server, b.server]);
    const proxy = new URL(await proxyTo([a.url, b.url]));

    const socket = net.connect(Number(proxy.port), proxy.hostname);
    closers.push(() => socket.destroy());
    socket.write(
      'GET /signalr/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nCookie: tm_node=1\r\n' +
        'Connection: Upgrade\r\nUpgrade: test\r\n\r\n',
    );
    socket.write('ping');
    let received = '';
    await new Promise<void>((resolve) => {
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.endsWith('b:ping')) resolve();
      });
    });
    expect(received).toMatch(/^HTTP\/1\.1 101 /);
  });

  it('moves a browser whose node is gone to a live node', async () => {
    const [a, b] = [await fakeNode('a'), await fakeNode('b')];
    await started([b.server]);
    a.server.close();
    const proxy = await proxyTo([a.url, b.url]);

    const moved = await get(`${proxy}/api/health`, 'tm_node=0');
    expect(moved.name).toBe('b');
    expect(moved.setCookie).toMatch(/^tm_node=1;/);
    expect((await get(`${proxy}/api/health`)).name).toBe('b');
  });
});
