/**
 * Every API reply of the whole test suite is checked against the OpenAPI document (issue 28): the
 * test apps of build() answer `inject` as usual and note each reply the document does not declare
 * (status, content type, body schema); dispose() then fails the file with the list. The contract
 * test (openapi/contract.test.ts) calls every operation on purpose; this watch covers what the
 * suites send in the course of their own work.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import { openApiContract, type OpenApiContract, type OpenApiDocument } from './openapi-contract.ts';

/** One compiled contract per worker: the document is the same for every test app. */
let workerContract: OpenApiContract | undefined;

/**
 * URLs under /api that are no operation of the API, so the document leaves them out on purpose:
 * the document itself (GET /api/openapi.json, hidden from itself) and the Swagger UI that shows it
 * (/api/docs and its files, registered by @fastify/swagger-ui as hidden routes).
 */
const INFRASTRUCTURE = /^\/api\/(openapi\.json|docs)(\/|$|\?)/i;

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

const headerOf = (options: InjectOptions, name: string) => {
  const headers = (options.headers ?? {}) as Record<string, string | string[] | undefined>;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
};

/** The request's body type: as sent, or as inject sets it (a FormData, an object as JSON). */
function requestContentTypeOf(request: InjectOptions): string | undefined {
  const { payload } = request;
  if (payload instanceof FormData) return 'multipart/form-data';
  const sent = headerOf(request, 'content-type');
  if (sent || payload === undefined || payload === null) return sent;
  const isPlainObject =
    typeof payload === 'object' && !Buffer.isBuffer(payload) && !('pipe' in payload);
  return isPlainObject ? 'application/json' : undefined;
}

/** The reply's body as text, uncompressed when the test asked for brotli or gzip. */
function bodyOf(reply: LightMyRequestResponse): string {
  const decode = decoders[reply.headers['content-encoding']?.toString() ?? ''];
  return decode ? decode(reply.rawPayload).toString('utf8') : reply.body;
}

/**
 * Wraps app.inject so every API reply is checked; returns what the document did not say. The
 * contract is the worker's, compiled from the first app's document, unless one is given (a test of
 * the watch itself).
 */
export function watchContract(
  app: Pick<App, 'inject' | 'swagger'>,
  given?: OpenApiContract,
): { problems: string[] } {
  const problems: string[] = [];
  const inject = app.inject.bind(app) as (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse>;
  const watched = async (options: InjectOptions | string) => {
    const request = typeof options === 'string' ? { url: options } : options;
    const reply = await inject(request);
    const url = typeof request.url === 'string' ? request.url : '';
    const method = (request.method ?? 'GET').toUpperCase();
    const contract =
      given ?? (workerContract ??= openApiContract(app.swagger() as unknown as OpenApiDocument));
    // Every URL under /api, and the document's operations outside it (POST /token).
    const isApi = url.startsWith('/api/') && !INFRASTRUCTURE.test(url);
    if (!isApi && !contract.operationOf(method, url)) return reply;
    // A 500 is no part of any contract: it is a failure, and the tests that provoke one on purpose
    // (a database trigger refusing a row mid-transaction) expect it. An unplanned one fails its
    // test by the status the test expects, and robustness.test.ts and the bad-input fuzz fail any
    // 5xx to bad input. 502 and 503 are declared answers and stay checked.
    if (reply.statusCode === 500) return reply;
    problems.push(
      ...contract.check({
        method,
        url,
        requestContentType: requestContentTypeOf(request),
        hasToken: Boolean(headerOf(request, 'authorization')),
        status: reply.statusCode,
        contentType: reply.headers['content-type']?.toString(),
        body: bodyOf(reply),
      }),
    );
    return reply;
  };
  Object.assign(app, { inject: watched });
  return { problems };
}
