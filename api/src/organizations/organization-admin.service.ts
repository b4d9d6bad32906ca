import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  bpsToPercent,
  canActivateOrganization,
  canLockOrganization,
  CREATABLE_ORGANIZATION_TYPES,
  normalizeWebsite,
  ORGANIZATION_ACTION_MESSAGES,
  type OrganizationStatus,
  parseBps,
  validateOrganizationCreate,
  validatePlatformFee,
} from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { endSessionsOfOrganization } from '../common/end-sessions';
import { assertValid, badInput, notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventsService } from '../events/events.service';
import { StoredFile } from '../files/file.entity';
import { FilesService } from '../files/files.service';
import { MailService } from '../mail/mail.service';
import type { CreateOrganizationInput } from './dtos/create-organization.input';
import { Organization } from './organization.entity';
import { findLogoEditableOrganization, findManagedOrganization, organizationNameTaken } from './organization-access';
import { flushOrganization, takenContactErrors } from './organization-contact';
import { recordOrganizationEvent } from './organization-events';

// Staff administration of organizations (spec 002 s2, s4, s7): activate, lock, platform fee,
// create, and removing a logo. Every change writes a history row with the acting user.
@Injectable()
export class OrganizationAdminService {
  private readonly logger = new Logger('Organizations');

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
    private readonly mail: MailService,
    private readonly files: FilesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** approveOrganization: a request approved, or a locked or closed account reopened. */
  async approve(user: AuthUser, id: string): Promise<Organization> {
    const org = await findManagedOrganization(this.em, user, id);
    if (!canActivateOrganization(org)) throw badInput(ORGANIZATION_ACTION_MESSAGES.activateNotAllowed);
    const from = this.setStatus(org, 'active', user.id);
    org.verified = true;
    await this.em.flush();
    // A request's business hears that it may now sign up; the approval stands even if the mail fails.
    if (from === 'requested' && org.email) {
      await this.mail
        .send({
          to: org.email,
          subject: `${org.name} is approved`,
          text: `Hello,\n\n${org.name} has been approved on BhutanPay. Register your account at:\n${this.config.publicUrl}/signup\n\nChoose ${org.name} as your business and use the licence number ${org.licenseNumber ?? ''} on file.\n`,
        })
        .catch((error: unknown) => this.logger.error(`approval mail for ${org.id} failed: ${String(error)}`));
    }
    return org;
  }

  /** suspendOrganization: locks the account; its users are treated as locked (SessionLoader). */
  async suspend(user: AuthUser, id: string): Promise<Organization> {
    const org = await findManagedOrganization(this.em, user, id);
    if (!canLockOrganization(org)) throw badInput(ORGANIZATION_ACTION_MESSAGES.lockNotAllowed);
    this.setStatus(org, 'suspended', user.id);
    // Its people's open sessions end at once (issue 44); signing in again shows the locked screen.
    const ended = await endSessionsOfOrganization(this.em, org.id, 'organization-suspended');
    if (ended > 0) recordOrganizationEvent(this.events, this.em, org.id, 'Sessions Ended', user.id, { reason: 'organization-suspended', count: ended });
    await this.em.flush();
    return org;
  }

  async updatePlatformFee(user: AuthUser, id: string, platformFee: number | null | undefined): Promise<void> {
    assertValid(validatePlatformFee({ platformFee }));
    const org = await findManagedOrganization(this.em, user, id);
    const bps = parseBps(platformFee)!;
    if (bps === org.platformFeeBps) return;
    recordOrganizationEvent(this.events, this.em, org.id, 'Platform Fee Updated', user.id, {
      from: bpsToPercent(org.platformFeeBps),
      to: bpsToPercent(bps),
    });
    org.platformFeeBps = bps;
    await this.em.flush();
  }

  /** createOrganization (bank finance): an active merchant organization users can sign up to. */
  async create(user: AuthUser, input: CreateOrganizationInput): Promise<Organization> {
    const values = {
      name: input.name ?? '',
      email: input.email ?? '',
      licenseNumber: input.licenseNumber ?? '',
      type: input.type ?? '',
      industry: input.industry ?? '',
      address: input.address ?? '',
      phoneNumber: input.phoneNumber ?? '',
      website: input.website ?? '',
    };
    assertValid(validateOrganizationCreate(values));
    if (!input.type || !CREATABLE_ORGANIZATION_TYPES.includes(input.type)) throw badInput({ type: ORGANIZATION_ACTION_MESSAGES.typeNotAllowed });
    const name = input.name.trim();
    // Every taken field at once, so the form marks them all in one round.
    assertValid({
      name: (await organizationNameTaken(this.em, name)) ? ORGANIZATION_ACTION_MESSAGES.nameTaken : undefined,
      ...(await takenContactErrors(this.em, { email: input.email, licenseNumber: input.licenseNumber })),
    });
    const org = this.em.create(Organization, {
      name,
      email: input.email.trim().toLowerCase(),
      licenseNumber: input.licenseNumber.trim(),
      type: input.type,
      industry: input.industry!,
      address: input.address?.trim() || null,
      phoneNumber: input.phoneNumber?.trim() || null,
      website: input.website?.trim() ? normalizeWebsite(input.website) : null,
      status: 'active',
      verified: true,
    });
    recordOrganizationEvent(this.events, this.em, org.id, 'Organization Created', user.id, { type: org.type });
    await flushOrganization(this.em);
    return org;
  }

  /** The remove-logo mutation (spec 002 s7, by file id): whoever may change the logo. */
  async removeLogo(user: AuthUser, fileId: string): Promise<void> {
    if (!UUID.test(fileId)) throw notFound('File');
    const owner = await this.em.findOne(Organization, { logoFile: fileId });
    if (!owner) throw notFound('File');
    const org = await findLogoEditableOrganization(this.em, user, owner.id);
    const file = await this.em.findOneOrFail(StoredFile, { id: fileId });
    org.logoFile = null;
    this.em.remove(file);
    recordOrganizationEvent(this.events, this.em, org.id, 'Logo Removed', user.id);
    await this.em.flush();
    await this.files.deleteObject(file.path);
  }

  private setStatus(org: Organization, status: OrganizationStatus, userId: string): OrganizationStatus {
    const from = org.status;
    org.status = status;
    const name = status === 'active' ? (from === 'requested' ? 'Organization Approved' : 'Organization Activated') : 'Organization Locked';
    recordOrganizationEvent(this.events, this.em, org.id, name, userId, { from, to: status });
    return from;
  }
}
