import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { AuthUser } from '../common/auth-user';
import { Organization } from './organization.entity';
import { type OrganizationRecord, organizationRecord, type OrganizationRow } from './organization.mapper';

// The caller's organization, read with the session's row on every request (one statement, no
// entity): a merchant's list pages are all of its own organization, so the owner loaders start
// with it and a page's owners cost no statement (docs/performance.md, section 11).

const PREFIX = 'org_';
const remembered = new WeakMap<AuthUser, OrganizationRecord>();

/** The organization's columns for a raw statement, and the record read back from its row. */
export interface OrganizationColumns {
  /** `alias.<column> as "org_<property>"` for each column (relations as their ids, as a list row has them). */
  sql: string;
  read: (row: Record<string, unknown>) => OrganizationRecord;
}

/** From the entity's metadata, so that a new column is read too. */
export function organizationColumns(em: EntityManager, alias: string): OrganizationColumns {
  const props = em
    .getMetadata(Organization)
    .props.filter((p) => (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE) && p.persist !== false && p.fieldNames?.length === 1);
  // A raw statement gives timestamps as the driver's text (the ORM converts them for entities).
  const dates = new Set<string>(props.filter((p) => p.runtimeType === 'Date').map((p) => p.name));
  return {
    sql: props.map((p) => `${alias}.${p.fieldNames[0]} as "${PREFIX}${p.name}"`).join(', '),
    read: (row) => {
      const org: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        if (!key.startsWith(PREFIX)) continue;
        const name = key.slice(PREFIX.length);
        org[name] = dates.has(name) && (typeof value === 'string' || typeof value === 'number') ? new Date(value) : value;
      }
      return organizationRecord(org as OrganizationRow);
    },
  };
}

/** Remembers `org` as the organization the session read for `user`. */
export function rememberSessionOrganization(user: AuthUser, org: OrganizationRecord): void {
  remembered.set(user, org);
}

/** The signed-in caller's organization as the session read it (undefined for a caller made otherwise). */
export function sessionOrganization(user: AuthUser | null | undefined): OrganizationRecord | undefined {
  return user ? remembered.get(user) : undefined;
}
