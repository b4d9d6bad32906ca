import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Role } from '@pg/domain';
import { buildSchema, type GraphQLSchema } from 'graphql';

import type { TestApp } from '../test-app';

// Set-up shared by the suites: demo sign-ins, sessions, ids, test files and uploads.

/** A 1x1 PNG: a real image by its magic bytes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** One demo account per role (api/src/seeders/demo-data.ts), for suites that ask as every role. */
export const DEMO_ACCOUNTS: Record<Role, string> = {
  1: 'pg.admin@demo.test',
  3: 'bank.admin@demo.test',
  4: 'user@demo.test',
  5: 'admin@demo.test',
  6: 'bank.finance@demo.test',
  64: 'owner@demo.test',
};

/** The committed schema (api/schema.graphql), which the suites walk to build their requests. */
export const committedSchema = (): GraphQLSchema => buildSchema(readFileSync(join(__dirname, '..', '..', 'schema.graphql'), 'utf8'));

/** The demo users who act on refunds and disputes: the merchant's Owner, Admin and User, the Bank Admin, the PG Admin. */
export const CASE_ACTORS = ['owner@demo.test', 'admin@demo.test', 'user@demo.test', 'bank.admin@demo.test', 'pg.admin@demo.test'] as const;

/** Signs these demo users in at once: their tokens, in the order given. */
export const loginAll = (t: TestApp, emails: readonly string[]): Promise<string[]> => Promise.all(emails.map((e) => t.login(e)));

export const SESSION = '{ session { user { id role locked avatar { id url cloudFrontUrl } } organization { id name logo { id url } } } }';

export interface SessionIds {
  userId: string;
  organizationId: string;
}

export async function sessionIds(t: TestApp, token: string): Promise<SessionIds> {
  const r = await t.gql<{ session: { user: { id: string }; organization: { id: string } } }>(SESSION, {}, token);
  return { userId: r.data!.session.user.id, organizationId: r.data!.session.organization.id };
}

/** The id of a user by e-mail, read as the platform admin sees everyone. */
export async function userIdOf(t: TestApp, pgToken: string, email: string): Promise<string> {
  const r = await t.gql<{ users: { items: { id: string }[] } }>('query($e: String) { users(email: $e) { items { id } } }', { e: email }, pgToken);
  const id = r.data?.users.items[0]?.id;
  if (!id) throw new Error(`no user ${email}: ${JSON.stringify(r.errors)}`);
  return id;
}

export async function organizationIdOf(t: TestApp, pgToken: string, name: string): Promise<string> {
  const r = await t.gql<{ organizationList: { items: { id: string; name: string }[] } }>(
    'query($s: String) { organizationList(searchParam: $s, first: 50) { items { id name } } }',
    { s: name },
    pgToken,
  );
  const id = r.data?.organizationList.items.find((o) => o.name === name)?.id;
  if (!id) throw new Error(`no organization ${name}: ${JSON.stringify(r.errors)}`);
  return id;
}

/** Signed URLs carry the configured public address; tests talk to the ephemeral port. */
export const local = (t: TestApp, url: string) => {
  const u = new URL(url);
  return `${t.url}${u.pathname}${u.search}`;
};

/** The presigned flow: issue an address, PUT the bytes; returns the stored name for createFile's path. */
export async function uploadBytes(t: TestApp, token: string, bytes: Buffer, type = 'image/png', name = 'picture.png'): Promise<string> {
  const res = await fetch(`${t.url}/issuePresignedURL?file-name=${encodeURIComponent(name)}&file-type=${encodeURIComponent(type)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { signedRequest: string; fileName: string };
  const put = await fetch(local(t, body.signedRequest), { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': type } });
  if (put.status !== 200) throw new Error(`upload refused: ${put.status}`);
  return body.fileName;
}

/** The first error's code and message, for compact expectations. */
export function refusal(r: { errors?: { message: string; extensions?: { code?: string } }[] }): { code?: string; message?: string } {
  return { code: r.errors?.[0]?.extensions?.code, message: r.errors?.[0]?.message };
}
