import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';

import { serviceWorkerSource } from './src/modules/app/update/serviceWorkerSource';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The API serves GraphQL and the upload/file routes on :4000; in dev the browser talks only to
// Vite (same origin), so the bearer token and presigned URLs work without CORS.
const API = 'http://localhost:4000';

// The public pay page is its own entry (pay.html, src/pay-main.tsx) so customers download
// neither Apollo Client nor the router; the API serves it for these paths, and so does Vite.
// checkout.html is the same entry with the checkout's title in its first paint.
const PAY_PAGE = /^\/(?:new-)?pay\//;
const CHECKOUT_PAGE = /^\/checkout\//;

const servePayPage: Connect.NextHandleFunction = (req, _res, next) => {
  if ((req.method === 'GET' || req.method === 'HEAD') && req.url) {
    if (PAY_PAGE.test(req.url)) req.url = '/pay.html';
    else if (CHECKOUT_PAGE.test(req.url)) req.url = '/checkout.html';
  }
  next();
};

const payPageRoutes = (): Plugin => ({
  name: 'pg:pay-page-routes',
  configureServer: (server) => void server.middlewares.use(servePayPage),
  configurePreviewServer: (server) => void server.middlewares.use(servePayPage),
});

// The pay pages paint their brand and title before any script (src/pay-shell.css, docs/performance.md
// section 10): its style goes inline into pay.html and checkout.html, a stylesheet would be one more
// request before that first paint.
const SHELL_STYLE_MARK = '<!-- pay-shell-style -->';
const shellStyle = async () => (await readFile(here('./src/pay-shell.css'), 'utf8')).replace(/\/\*[\s\S]*?\*\/\n?/g, '');
const payShellStyle = (): Plugin => ({
  name: 'pg:pay-shell-style',
  transformIndexHtml: async (html) => (html.includes(SHELL_STYLE_MARK) ? html.replace(SHELL_STYLE_MARK, `<style>\n${await shellStyle()}</style>`) : html),
});

// /service-worker.js (spec 002): its bytes change with every build whose files change, which is
// how the browser learns that a newer version is deployed (the app then offers Refresh).
const updateWorker = (): Plugin => ({
  name: 'pg:update-worker',
  apply: 'build',
  generateBundle(_options, bundle) {
    const buildId = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 16);
    this.emitFile({ type: 'asset', fileName: 'service-worker.js', source: serviceWorkerSource(buildId) });
  },
});

// Every text asset is written compressed beside itself (.br, .gz) once, at build: the API sends
// the smallest the browser accepts without compressing on each request (api/src/web).
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'pg:precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const bytes = await readFile(path);
          if (bytes.length < 1024) return;
          await writeFile(`${path}.br`, brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        }),
      );
    },
  };
};

export default defineConfig({
  plugins: [react(), payPageRoutes(), payShellStyle(), updateWorker(), precompress()],
  resolve: {
    alias: {
      '@pg/domain': here('../domain/src/index.ts'),
      '@pg/ui-kit': here('../ui-kit/src/index.ts'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/issuePresignedURL': API,
      '/files': API,
      '/sandbox': API,
      '/ledger/export.csv': API,
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    rollupOptions: {
      input: { index: here('./index.html'), pay: here('./pay.html'), checkout: here('./checkout.html') },
    },
  },
});
