import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ORGANIZATION_ACTION_MESSAGES as M, organizationEmailKey, organizationLicenseKey } from '@pg/domain';

import { badInput, type FieldErrors, type GatewayException } from '../common/gateway.exception';

// One e-mail and one licence number identify one business (docs/decisions/README.md). The check
// below gives the field's message; the unique indexes (organization.entity.ts) keep two
// requests at the same moment from both getting through, and their refusal reads the same.

/** Index names, matched against the database's refusal to say which field it was. */
export const ORGANIZATION_EMAIL_INDEX = 'organization_email_lower_unique';
export const ORGANIZATION_LICENSE_INDEX = 'organization_license_number_lower_unique';

export interface OrganizationContact {
  email?: string | null;
  licenseNumber?: string | null;
}

async function used(em: EntityManager, column: 'email' | 'license_number', key: string, exceptId?: string): Promise<boolean> {
  // Same expression as the index, so the lookup is an index probe. Closed organizations count:
  // they can be reopened, and then two would share the record.
  const rows = await em.execute<{ id: string }[]>(`select id from organization where lower(${column}) = ? and id <> ? limit 1`, [
    key,
    exceptId ?? '00000000-0000-0000-0000-000000000000',
  ]);
  return rows.length > 0;
}

/** The fields whose value another organization (not `exceptId`) already has; blank ones are not checked. */
export async function takenContactErrors(em: EntityManager, contact: OrganizationContact, exceptId?: string): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (contact.email?.trim() && (await used(em, 'email', organizationEmailKey(contact.email), exceptId))) errors.email = M.emailTaken;
  if (contact.licenseNumber?.trim() && (await used(em, 'license_number', organizationLicenseKey(contact.licenseNumber), exceptId))) {
    errors.licenseNumber = M.licenseTaken;
  }
  return errors;
}

/** A unique-index refusal of an organization's e-mail or licence as the field's message; else undefined. */
export function takenContactRefusal(error: unknown): GatewayException | undefined {
  if (!(error instanceof UniqueConstraintViolationException)) return undefined;
  if (error.message.includes(ORGANIZATION_EMAIL_INDEX)) return badInput({ email: M.emailTaken });
  if (error.message.includes(ORGANIZATION_LICENSE_INDEX)) return badInput({ licenseNumber: M.licenseTaken });
  return undefined;
}

/** Flushes an organization's changes; losing a race for an e-mail or licence is that field's message. */
export async function flushOrganization(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    throw takenContactRefusal(error) ?? error;
  }
}
