// Sends errors that happen in the browser to the server's client error log (admin: error log).
// Fire and forget: a failing report never causes another report, and repeats are dropped.
import { tokenStore } from './auth/token-store.ts';

export type ClientErrorSource = 'error' | 'unhandledrejection' | 'boundary';

const MAX_REPORTS_PER_PAGE = 20;
const sent = new Set<string>();

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error)
    return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
}

export function reportClientError(source: ClientErrorSource, reason: unknown): void {
  const { message, stack } = describe(reason);
  const fingerprint = `${source}|${message}`;
  if (!message.trim() || sent.has(fingerprint) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(fingerprint);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const accessToken = tokenStore.get()?.accessToken;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  void fetch('/api/admin/SaveClientErrorLog', {
    method: 'POST',
    headers,
    keepalive: true,
    body: JSON.stringify({
      source,
      message: message.slice(0, 2000),
      stack: stack?.slice(0, 8000),
      url: window.location.href.slice(0, 2000),
    }),
  }).catch(() => undefined);
}

let isInstalled = false;

/** window error and unhandledrejection go to the log; installed once at start-up. */
export function installClientErrorHandlers(): void {
  if (isInstalled) return;
  isInstalled = true;
  window.addEventListener('error', (event) =>
    reportClientError('error', event.error ?? event.message),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportClientError('unhandledrejection', event.reason),
  );
}
