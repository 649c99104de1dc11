/**
 * What the request log may show. One-time tokens (activation, password reset, account removal,
 * colleague invitations, e-mail changes) travel in query strings, so the logged URL drops their
 * values; the Authorization header and passwords in bodies are redacted by pino's paths.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMETERS = /([?&](?:token|refresh_token|access_token|code|state|secret)=)[^&#]*/gi;

export const redactedUrl = (url: string): string => url.replace(SECRET_PARAMETERS, '$1[redacted]');

export const logRedaction = {
  redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password'],
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
};
