// The one error type of every server call: HTTP status, the server's machine code and its message.
// What the user reads comes from errorText (lib/i18n.ts): the server's message, or a translated
// fallback. The Error's own message (logs, the client error log) names the failure without the
// shared English texts, which the first page does without.

export type ApiErrorInit = {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  code?: string | null;
  /** The server's own English text ({message} or {error_description}), when it gave one. */
  serverMessage?: string | null;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly serverMessage: string | null;

  constructor({ status, code = null, serverMessage = null }: ApiErrorInit) {
    super(serverMessage || `Request failed: ${code ?? (status === 0 ? 'no answer' : status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage || null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type ErrorBody = { error?: unknown; message?: unknown; error_description?: unknown };

/** Builds an ApiError from a reply body of the shape {error, message} or {error, error_description}. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const fields: ErrorBody = typeof body === 'object' && body !== null ? body : {};
  const pick = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  return new ApiError({
    status,
    code: pick(fields.error),
    serverMessage: pick(fields.error_description) ?? pick(fields.message),
  });
}
