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
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = frameworkCodes[error.code] ?? (status === 429 ? 'rate_limited' : 'bad_request');
      const message = status === 429 ? Messages.tooManyRequests : error.message;
      return reply.status(status).send({ error: code, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal_error', message: Messages.generalError });
  });
}

export function routeNotFound(method: string, url: string) {
  return { error: 'not_found', message: `Route ${method} ${url.split('?')[0]} not found` };
}
