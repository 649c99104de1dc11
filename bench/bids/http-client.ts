/**
 * Keep-alive JSON POSTs over undici, one connection per bidder as a bidder's browser has it.
 * node:http's client cost about twice as much CPU per request, CPU that on this two-core machine
 * the server under test then lacked.
 */
import { Pool } from 'undici';

const pools = new Map<string, Pool>();
const poolOf = (baseUrl: string) => {
  const origin = new URL(baseUrl).origin;
  let pool = pools.get(origin);
  if (!pool) pools.set(origin, (pool = new Pool(origin, { connections: 4096 })));
  return pool;
};

export async function postJson(
  baseUrl: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await poolOf(baseUrl).request({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.body.text();
  return { status: response.statusCode, json: text ? JSON.parse(text) : null };
}

/**
 * Opens `count` keep-alive connections and leaves them idle in the pool, as the browsers of
 * bidders in a live room have theirs: the measured bids then do not pay for connecting.
 */
export async function warmConnections(baseUrl: string, count: number): Promise<void> {
  const pool = poolOf(baseUrl);
  await Promise.all(
    Array.from({ length: count }, async () => {
      const response = await pool.request({ method: 'GET', path: '/api/health' });
      await response.body.dump();
    }),
  );
}

export async function closeHttpClient(): Promise<void> {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
  pools.clear();
}
