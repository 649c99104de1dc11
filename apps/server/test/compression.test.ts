import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helper.ts';

describe('compression of API replies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  const texts = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/admin/GetFeLocalizationTexts',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a large JSON reply with brotli when the browser accepts it, gzip otherwise', async () => {
    const plain = await texts();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const brotli = await texts('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await texts('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves replies under 1 KB as they are', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });
});

describe('compression of shared replies (a held code list)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  const currencies = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/codelist/Currency',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the same compressed bytes to every request, decoding to the plain reply', async () => {
    const plain = await currencies();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const [first, second] = [await currencies('gzip, deflate, br'), await currencies('br')];
    for (const reply of [first, second]) {
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['vary']).toMatch(/accept-encoding/i);
      expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(plain.json());
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Made once at brotli's best quality (per request, @fastify/compress would use a faster one).
    const best = brotliCompressSync(plain.rawPayload, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      },
    });
    expect(first.rawPayload.equals(best)).toBe(true);

    const gzip = await currencies('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("follows the browser's preferences: quality first, none for identity", async () => {
    expect((await currencies('br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await currencies('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await currencies('identity')).headers['content-encoding']).toBeUndefined();
    expect((await currencies('*')).headers['content-encoding']).toBe('br');
    const noCompression = await app.inject({
      method: 'GET',
      url: '/api/codelist/Currency',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(noCompression.headers['content-encoding']).toBeUndefined();
  });
});
