// fetch wrapper for every API call: bearer token, JSON, one token refresh on 401/403, uniform ApiError.
import { ApiError, apiErrorFromBody } from './api-error.ts';
import { refreshAccessToken } from './auth/token-refresh.ts';
import { tokenStore } from './auth/token-store.ts';
import { parseRetryAfter } from './server-recovery.ts';

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

type ApiClientHandlers = {
  /** The session could not be renewed: tokens are already cleared; log out and go to login. */
  onSessionExpired: (reply: { hadSession: boolean }) => void;
  /**
   * The server answered 503 (in maintenance); it may say when to ask again (Retry-After), and an
   * admin who turned maintenance on may have left a message.
   */
  onMaintenance: (reply: { retryAfterSeconds: number | null; message: string | null }) => void;
};

const handlers: ApiClientHandlers = { onSessionExpired: () => {}, onMaintenance: () => {} };

/** The app wires navigation in here at start-up (lib must not depend on the router). */
export function configureApiClient(next: Partial<ApiClientHandlers>): void {
  Object.assign(handlers, next);
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send(url: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const accessToken = tokenStore.get()?.accessToken;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0 });
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Spec §8: a successful reply whose body is false, whose Data is null, or that carries ErrorMessage is an error. */
function rejectionInSuccessfulBody(status: number, body: unknown): ApiError | null {
  if (body === false) return new ApiError({ status, code: 'false_reply' });
  if (typeof body !== 'object' || body === null) return null;
  if ('Data' in body && body.Data === null) return new ApiError({ status, code: 'empty_reply' });
  if ('ErrorMessage' in body && typeof body.ErrorMessage === 'string' && body.ErrorMessage) {
    return new ApiError({ status, code: 'error_message', serverMessage: body.ErrorMessage });
  }
  return null;
}

const isAuthFailure = (status: number) => status === 401 || status === 403;

/**
 * Calls the API. On 401/403 the token is refreshed once and the call repeated; when no
 * refresh is possible the tokens are cleared and the app is told the session expired.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const hadSession = tokenStore.get() !== null;
  let response = await send(url, options);

  if (isAuthFailure(response.status)) {
    const refreshed = hadSession && (await refreshAccessToken());
    if (!refreshed) {
      const body = await readBody(response);
      tokenStore.clear();
      handlers.onSessionExpired({ hadSession });
      throw apiErrorFromBody(response.status, body);
    }
    response = await send(url, options);
  }

  const body = await readBody(response);
  if (response.status === 503) {
    const error = apiErrorFromBody(503, body);
    handlers.onMaintenance({
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
      // The admin's switch (shared MaintenanceErrorCode); a database outage says service_unavailable.
      message: error.code === 'maintenance' ? error.serverMessage : null,
    });
    throw error;
  }
  if (!response.ok) throw apiErrorFromBody(response.status, body);
  const rejection = rejectionInSuccessfulBody(response.status, body);
  if (rejection) throw rejection;
  return body as T;
}
