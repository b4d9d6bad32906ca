import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { cacheControlFor, encodingFor, serveWebApp } from './serve-web-app';

describe('serving the built web app', () => {
  let dir: string;
  let app: NestExpressApplication;
  let base: string;
  const js = 'console.log("the app");'.repeat(100);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(dir, 'pay.html'), '<!doctype html><title>pay</title>');
    await writeFile(join(dir, 'checkout.html'), '<!doctype html><title>checkout</title>');
    await writeFile(join(dir, 'assets', 'index-abc123.js'), js);
    await writeFile(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(Buffer.from(js)));
    await writeFile(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(Buffer.from(js)));
    await writeFile(join(dir, 'favicon.svg'), '<svg/>');
    // A bare Nest Express app, as main.ts builds the API's: the web app, then the server's routes.
    @Module({})
    class Bare {}
    app = await NestFactory.create<NestExpressApplication>(Bare, { logger: false });
    app.use(serveWebApp(dir));
    app.use((_req: unknown, res: { statusCode: number; end: (body: string) => void }) => {
      res.statusCode = 418;
      res.end('server route');
    });
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  // fetch decodes on its own; raw headers tell what was sent.
  const get = (path: string, acceptEncoding?: string) => fetch(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends hashed assets precompressed (brotli, else gzip) with an immutable year of cache', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toBe(js);
    expect((await get('/assets/index-abc123.js', 'gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(js);
  });

  it('HTML is never cached: a route gets index.html, a pay page pay.html, a checkout checkout.html; server paths pass through', async () => {
    const route = await get('/ledger/org-1');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>app</title>');
    expect(await (await get('/pay/some-key')).text()).toContain('<title>pay</title>');
    expect(await (await get('/new-pay/some-key')).text()).toContain('<title>pay</title>');
    const checkout = await get('/checkout/some-key');
    expect(checkout.headers.get('cache-control')).toBe('no-cache');
    expect(await checkout.text()).toContain('<title>checkout</title>');
    expect((await get('/ledger/export.csv')).status).toBe(418);
    expect((await get('/api/graphql')).status).toBe(418);
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('never reads outside the build folder, nor sends a compressed file as itself', async () => {
    expect(await (await get('/..%2F..%2Fetc%2Fpasswd')).text()).toContain('<title>app</title>');
    expect(await (await get('/assets/index-abc123.js.br')).text()).toContain('<title>app</title>');
  });

  it('picks encodings and cache lifetimes by the rules', () => {
    expect(encodingFor('br;q=0, gzip', { br: true, gz: true })).toBe('gzip');
    expect(encodingFor(undefined, { br: true, gz: true })).toBeNull();
    expect(encodingFor('*', { br: true, gz: true })).toBe('gzip');
    expect(cacheControlFor('/service-worker.js')).toBe('no-cache');
  });
});
