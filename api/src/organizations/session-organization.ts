import type { EntityManager } from '@mikro-orm/postgresql';

import type { AuthUser } from '../common/auth-user';
import { joinedRow } from '../common/joined-row';
import { Organization } from './organization.entity';
import { type OrganizationRecord, organizationRecord, type OrganizationRow } from './organization.mapper';

// The caller's organization, read with the session's row on every request (one statement, no
// entity): a merchant's list pages are all of its own organization, so the owner loaders start
// with it and a page's owners cost no statement (docs/performance.md, section 11).

/** The session's row and how to read the organization from it, per caller; read on first use only. */
const remembered = new WeakMap<AuthUser, { row: Record<string, unknown>; read: OrganizationColumns['read']; org?: OrganizationRecord }>();

/** The organization's columns for a raw statement, and the record read back from its row. */
export interface OrganizationColumns {
  /** `alias."column" as "org.<property>"` for each column (relations as their ids, as a list row has them). */
  sql: string;
  read: (row: Record<string, unknown>) => OrganizationRecord;
}

/** From the entity's metadata, so that a new column is read too (joinedRow); the statement always has the organization. */
export function organizationColumns(em: EntityManager, alias: string): OrganizationColumns {
  const joined = joinedRow<OrganizationRow>(em, Organization, alias, 'org');
  return {
    sql: joined.sql,
    read: (row) => {
      const org = joined.read(row);
      if (!org) throw new Error(`The statement's row has no organization (${alias})`);
      return organizationRecord(org);
    },
  };
}

/**
 * Remembers the session's row for `user`. The record is made only when a loader asks for it:
 * most requests never do, and this runs before every request.
 */
export function rememberSessionOrganization(user: AuthUser, row: Record<string, unknown>, read: OrganizationColumns['read']): void {
  remembered.set(user, { row, read });
}

/** The signed-in caller's organization as the session read it (undefined for a caller made otherwise). */
export function sessionOrganization(user: AuthUser | null | undefined): OrganizationRecord | undefined {
  const entry = user ? remembered.get(user) : undefined;
  if (entry && !entry.org) entry.org = entry.read(entry.row);
  return entry?.org;
}

/**
 * The organizations of `ids` as records: the caller's own as the session read it (no statement;
 * a merchant's page names only its own), any other in one query (a staff page).
 */
export async function organizationRecords(
  em: EntityManager,
  user: AuthUser | null | undefined,
  ids: readonly string[],
): Promise<Map<string, OrganizationRecord>> {
  const found = new Map<string, OrganizationRecord>();
  const own = sessionOrganization(user);
  if (own) found.set(own.id, own);
  const rest = [...new Set(ids)].filter((id) => !found.has(id));
  if (rest.length > 0) for (const org of await readOrganizations(em, rest)) found.set(org.id, org);
  return found;
}

/** Organizations by id as plain records (no entities: read, never changed), in one statement. */
export async function readOrganizations(em: EntityManager, ids: readonly string[]): Promise<OrganizationRecord[]> {
  const rows = await em
    .createQueryBuilder(Organization, 'o')
    .where({ id: { $in: [...ids] } })
    .execute<OrganizationRow[]>('all');
  return rows.map(organizationRecord);
}
