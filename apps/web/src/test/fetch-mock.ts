// A fetch stand-in that answers by method and path, and records every call for assertions.
import { vi } from 'vitest';

export type RecordedCall = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
};
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

export function jsonResponse({ status = 200, body, headers }: Reply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Replaces global fetch; `handler` decides the reply of each call. */
export function mockFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : '',
    };
    calls.push(call);
    return jsonResponse(await handler(call));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const tokenReply = (suffix: string) => ({
  access_token: `access-${suffix}`,
  token_type: 'bearer',
  expires_in: 900,
  refresh_token: `refresh-${suffix}`,
  userName: 'buyer@example.com',
});
