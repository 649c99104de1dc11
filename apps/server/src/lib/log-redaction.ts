/**
 * What the request log may show. One-time tokens (activation, password reset, account removal,
 * colleague invitations, e-mail changes, unsubscribe links) travel in query strings or, for the
 * reset page, in the path, so the logged URL drops their values; the Authorization header and
 * passwords in bodies are redacted by pino's paths. The same rule redacts the links of a mail
 * wherever anyone but the mail transport reads it (log, admin outbox, error reports).
 */
import type { FastifyRequest } from 'fastify';

/**
 * A character of a URL as written, or percent-encoded once or more: a link inside another link's
 * parameter (the login page's `returnTo=%2Factivation%3F…%26token%3D…`) carries its token encoded.
 */
const encoded = (character: string, hex: string) => `(?:${character}|%(?:25)*${hex})`;
/** Up to (not including) the first of the characters, written or percent-encoded. */
const valueUntil = (characters: string, hexes: string) =>
  `(?:(?!(?:[${characters}\\s"'<>]|%(?:25)*(?:${hexes}))).)*`;

const SECRET_PARAMETERS = new RegExp(
  `((?:${encoded('[?&]', '(?:3F|26)')}|&amp;|&#38;)(?:token|refresh_token|access_token|code|state|secret)${encoded('=', '3D')})${valueUntil('&#', '26|23')}`,
  'gi',
);
/** Links whose last path segment is the secret (the web app's reset page). */
const SECRET_PATH_SEGMENTS = new RegExp(
  `(${encoded('/', '2F')}forgot-password${encoded('/', '2F')})${valueUntil('/?#&', '3F|23|26')}`,
  'gi',
);

/** The text with every one-time token of a link replaced by `[redacted]`, keeping the link's path. */
export const redactSecrets = (text: string): string =>
  text.replace(SECRET_PARAMETERS, '$1[redacted]').replace(SECRET_PATH_SEGMENTS, '$1[redacted]');

export const redactedUrl = (url: string): string => redactSecrets(url);

/** Drizzle's failed-query message ends with the statement's parameters (a mail's text, a token). */
const QUERY_PARAMETERS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

const withoutParameters = (text: string) =>
  redactSecrets(text.replace(QUERY_PARAMETERS, '\nparams: [redacted]'));

/**
 * Errors as the log shows them: a failed query keeps its statement but not the values it was
 * given, which may be a one-time link or a mail's text.
 */
export function serializeError(error: Error, depth = 0): LoggedError {
  const logged: LoggedError = {
    type: error.constructor.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
  };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code !== undefined) logged.code = code;
  if (cause instanceof Error && depth < 3) logged.cause = serializeError(cause, depth + 1);
  return logged;
}

export const logRedaction = {
  redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.secretToken'],
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
    err: (error: Error) => serializeError(error),
  },
};
