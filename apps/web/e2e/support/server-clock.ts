// The server's time, as journeys see it: read from GetServerTime and moved ahead through the e2e
// server's loopback time control (apps/server/src/lib/time-control.ts, TIME_CONTROL_PORT =
// the worker's port + 2000). A journey jumps a live auction to its start or its end instead of
// waiting for it; the clock only moves forward, so later journeys of the worker read the time
// from here, never from Date.now().
import { expect, type APIRequestContext } from '@playwright/test';
import { thisWorkerPort } from './worker-server.ts';

/** The server's current time in ms. */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const reply = await request.get('/api/settings/GetServerTime');
  expect(reply.ok(), await reply.text()).toBe(true);
  const { serverTime } = (await reply.json()) as { serverTime: string };
  return new Date(serverTime).getTime();
}

/** An ISO instant `seconds` from the server's now. */
export async function inServerSeconds(request: APIRequestContext, seconds: number) {
  return new Date((await serverNow(request)) + seconds * 1000).toISOString();
}

/** Moves the server's clock to `instant` (if it is still ahead); its clock loop acts within 1 s. */
export async function advanceServerClockTo(
  request: APIRequestContext,
  instant: string | number,
): Promise<void> {
  const ms = new Date(instant).getTime() - (await serverNow(request));
  if (ms <= 0) return;
  const reply = await request.post(
    `http://127.0.0.1:${thisWorkerPort() + 2000}/advance?ms=${Math.ceil(ms)}`,
  );
  expect(reply.ok(), await reply.text()).toBe(true);
}
