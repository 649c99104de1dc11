/** The uniform error reply `{ error, message }`: 4xx carry a user-facing text, 5xx never leak details. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { Messages } from '@tendermark/shared';
import { AppError } from '../lib/errors.ts';

const frameworkCodes: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'too_large',
  FST_REQ_FILE_TOO_LARGE: 'too_large',
  FST_ERR_VALIDATION: 'validation_error',
};

/**
 * PostgreSQL's answers to a value too large to store: program_limit_exceeded (a B-tree index entry
 * holds about 2.7 kB, so a long user name could not be inserted), string_data_right_truncation and
 * numeric_value_out_of_range (an id of -2^53 for an integer column).
 * Input schemas cap what they know; this keeps any value they miss a 400 instead of a 500.
 */
const valueTooLargeCodes = new Set(['54000', '22001', '22003']);

/** Whether the database refused a value as too large; Drizzle wraps its error as the cause. */
function isValueTooLarge(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && valueTooLargeCodes.has(code)) return true;
    current = cause;
  }
  return false;
}

/**
 * How the database answers that it cannot be reached: SQLSTATE class 08 (connection exception),
 * the server shutting down or starting (57P01-57P03), too many connections (53300), the database
 * gone (3D000: dropped, or not created yet).
 */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '53300', '3D000']);
/** Socket errors of the database connection (refused, reset, unreachable, timed out). */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' and PGlite's own words for a connection that is gone or was never made. */
const unavailableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client was closed and is not queryable|Client has encountered a connection error|PGlite is clos(ed|ing))/i;

/**
 * Whether an error means that the database cannot be reached (rather than that a query is wrong):
 * the server answers 503 with Retry-After then, not 500. Drizzle wraps the driver's error as the
 * cause, and a refused connection to a host of several addresses comes as an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 16; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (code.startsWith('08') || unavailableCodes.has(code)))
      return true;
    if (typeof code === 'string' && unavailableSocketCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    pending.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}

/** Seconds a client should wait before it asks again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Error bodies bypass the route's reply schemas: a schema written for one 400 shape must not
    // turn a different 400 (malformed JSON, say) into a serialization failure.
    reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
    if (error instanceof AppError) {
      const issues = (error as AppError & { issues?: unknown }).issues;
      return reply
        .status(error.statusCode)
        .send({ error: error.code, message: error.message, ...(issues ? { issues } : {}) });
    }
    if (isValueTooLarge(error)) {
      request.log.warn({ err: error }, 'value too large for the database');
      return reply.status(400).send({ error: 'too_long', message: Messages.valueTooLong });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = frameworkCodes[error.code] ?? (status === 429 ? 'rate_limited' : 'bad_request');
      const message = status === 429 ? Messages.tooManyRequests : error.message;
      return reply.status(status).send({ error: code, message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ error: 'service_unavailable', message: Messages.maintenanceTitle });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal_error', message: Messages.generalError });
  });
}

export function routeNotFound(method: string, url: string) {
  return { error: 'not_found', message: `Route ${method} ${url.split('?')[0]} not found` };
}
