import { randomBytes } from 'node:crypto';

import { Client } from 'pg';

// Each test file gets its own database on the suite's PostgreSQL server (DATABASE_URL, set by
// `npm test`), so files run in parallel without seeing each other's rows.
export function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the API tests through `npm test`.');
  return url;
}

export async function createTestDatabase(prefix = 'test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(serverUrl());
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: withDatabase(base, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(base, name),
    async drop() {
      const c = new Client({ connectionString: withDatabase(base, 'postgres') });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function withDatabase(base: URL, name: string): string {
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return url.toString();
}
