/**
 * Shared replies (a held code list, `sharedReply`) compressed once per encoding and sent again as
 * they are. @fastify/compress compresses every reply on every request: for a code list that was
 * brotli over the same 10 KB each time, six times what sending the list cost (bench/fixed-cost).
 * This hook runs before it; a reply it encoded carries its Content-Encoding, which
 * @fastify/compress leaves alone. Everything else goes on to @fastify/compress as before.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { onSendHookHandler } from 'fastify';
import { encodingsOfSharedText } from './reply-serializer.ts';

/** As @fastify/compress is registered: replies under 1 KB go as they are. */
const THRESHOLD_BYTES = 1024;

/** In the server's order of preference, as @fastify/compress is registered. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const compressors: Record<Encoding, (text: string) => Buffer> = {
  // Made once per list and kept: the smallest brotli is worth its few milliseconds.
  br: (text) =>
    brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
    }),
  gzip: (text) => gzipSync(text, { level: constants.Z_BEST_COMPRESSION }),
};

/** The accepted encoding of the highest quality, ties going to the server's preference. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const qualities = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (name) qualities.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const qualityOf = (encoding: Encoding) => qualities.get(encoding) ?? qualities.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const encoding of ENCODINGS)
    if (qualityOf(encoding) > 0 && (best === undefined || qualityOf(encoding) > qualityOf(best)))
      best = encoding;
  return best;
}

function addVary(reply: Parameters<onSendHookHandler>[1]): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(current))
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

export const sendSharedReplyEncoded: onSendHookHandler = (request, reply, payload, done) => {
  // Every reply passes here: the cheap tests first, the kept texts' lookup last.
  if (
    typeof payload !== 'string' ||
    payload.length < THRESHOLD_BYTES ||
    request.headers['accept-encoding'] === undefined ||
    request.headers['x-no-compression'] !== undefined ||
    reply.hasHeader('content-encoding')
  )
    return done(null, payload);
  const encodings = encodingsOfSharedText(payload);
  const encoding = encodings && preferredEncoding(request.headers['accept-encoding']);
  if (encodings === undefined || encoding === undefined) return done(null, payload);
  let body = encodings.get(encoding);
  if (body === undefined) {
    body = compressors[encoding](payload);
    encodings.set(encoding, body);
  }
  addVary(reply);
  reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  done(null, body);
};
