import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The API serves GraphQL and the upload/file routes on :4000; in dev the browser talks only to
// Vite (same origin), so the bearer token and presigned URLs work without CORS.
const API = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
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
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
  },
});
