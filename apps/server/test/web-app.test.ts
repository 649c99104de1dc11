/**
 * The built web app as the server sends it: the build's .br or .gz file for a browser that accepts
 * it, hashed assets cached for good, index.html revalidated, source maps never, and index.html for
 * client-side routes but not for missing files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helper.ts';

const script = `console.log(${JSON.stringify('Tendermark '.repeat(200))});`;
const page = '<!doctype html><title>Tendermark</title><div id="root"></div>';

function writeWithCompressed(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content));
  writeFileSync(`${file}.br`, brotliCompressSync(content));
}

describe('the web app', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'tendermark-web-'));
  let app: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeWithCompressed(path.join(webDist, 'index.html'), page);
    writeWithCompressed(path.join(webDist, 'assets/index-Ab12Cd34.js'), script);
    writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js.map'), '{"sources":["secret.ts"]}');
    app = await build({ config: { webDist } });
  });
  afterAll(async () => {
    await app.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli or gzip file the build wrote, as the browser accepts, cached for good', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html, also where it stands in for a client-side route', async () => {
    // /token is the external-login return page for GET (POST /token is the API's).
    for (const url of ['/', '/auctions/my?page=2', '/token?error=external_login_unavailable']) {
      const reply = await get(url, 'br');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(page);
    }
  });

  it('sends the page with a strict Content-Security-Policy: no inline or foreign script', async () => {
    const pages = ['/', '/public-auctions-and-suppliers'].flatMap((url) =>
      [undefined, 'br', 'gzip'].map((encoding) => ({ url, encoding })),
    );
    for (const { url, encoding } of pages) {
      const reply = await get(url, encoding);
      // Also the build's compressed page, which is what a browser gets.
      expect(reply.headers['content-encoding']).toBe(encoding);
      const csp = String(reply.headers['content-security-policy']);
      const directives = new Map(
        csp.split('; ').map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name, sources] as const;
        }),
      );
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('connect-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    }
    const script = await get('/assets/index-Ab12Cd34.js');
    expect(script.headers['content-security-policy']).toBeUndefined();
  });

  it('never sends a source map, and answers a missing file with 404 instead of the page', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/missing-Zz99.js']) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('secret.ts');
      expect(reply.body).not.toContain('<!doctype html>');
    }
  });
});
