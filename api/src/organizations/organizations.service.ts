import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  bpsToPercent,
  can,
  type Industry,
  INDUSTRY_ORGANIZATION_TYPE,
  linkFormatError,
  merchantFeeError,
  normalizeWebsite,
  ORGANIZATION_ACTION_MESSAGES,
  organizationCloseRefusal,
  organizationEmailKey,
  type OrganizationOpenWork,
  type OrganizationStatus,
  type OrganizationType,
  parseBps,
  payableAccountId,
  Role,
  shownAmountCents,
  tooLongError,
  validateBusinessProfile,
  validateMerchantAddRequest,
  validateOrganizationEdit,
} from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { endSessionsOfOrganization } from '../common/end-sessions';
import { assertValid, badInput, forbidden, notFound } from '../common/gateway.exception';
import { escapeLike } from '../common/list-query';
import { EventsService } from '../events/events.service';
import { MailService } from '../mail/mail.service';
import { ACCOUNT_BALANCES, type AccountBalanceSource } from './account-balances';
import type { UpdateOrganizationInput } from './dtos/update-organization.input';
import { Organization } from './organization.entity';
import { findVisibleOrganization, organizationNameTaken } from './organization-access';
import { flushOrganization, takenContactErrors } from './organization-contact';
import { ORGANIZATION_SUBJECT, recordOrganizationEvent } from './organization-events';

type EditableField =
  | 'phoneNumber'
  | 'address'
  | 'website'
  | 'mccCode'
  | 'shortDescription'
  | 'refundPolicyTerms'
  | 'refundPolicyLink'
  | 'merchantProcessingFeeBps'
  | 'name'
  | 'email'
  | 'licenseNumber';

@Injectable()
export class OrganizationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
    private readonly mail: MailService,
    @Inject(ACCOUNT_BALANCES) private readonly balances: AccountBalanceSource,
  ) {}

  /** Tenant rule: merchants see only their own organization; staff see all. Others: not found. */
  findVisible(user: AuthUser, id: string): Promise<Organization> {
    return findVisibleOrganization(this.em, user, id);
  }

  /** Keyset pagination by (name, id): stable under inserts, cheap at any depth. */
  async autocomplete(
    user: AuthUser | null,
    args: {
      after?: string | null;
      first?: number | null;
      name?: string | null;
      type?: OrganizationType[] | null;
      status?: OrganizationStatus[] | null;
    },
  ) {
    const first = Math.min(Math.max(args.first ?? 20, 1), 50);
    const qb = this.em
      .createQueryBuilder(Organization, 'o')
      .select(['id', 'name'])
      .orderBy({ name: 'asc', id: 'asc' })
      .limit(first + 1);
    if (args.name?.trim()) qb.andWhere({ name: { $ilike: `%${escapeLike(args.name.trim())}%` } });
    if (args.type?.length) qb.andWhere({ type: { $in: args.type } });
    // Sign-up lists only organizations people can join. Other statuses (requests, suspended and
    // closed merchants) only for the staff who manage organizations: the call is public, and
    // their ids are what other calls take (issue 46).
    const staff = user !== null && can(user.role, 'manageOrganizations');
    qb.andWhere({ status: { $in: staff && args.status?.length ? args.status : ['active'] } });
    if (args.after) {
      const [name, id] = decodeCursor(args.after);
      qb.andWhere({ $or: [{ name: { $gt: name } }, { name, id: { $gt: id } }] });
    }
    const rows = await qb.getResult();
    const page = rows.slice(0, first);
    const edges = page.map((o) => ({ id: o.id, name: o.name, cursor: encodeCursor(o.name, o.id) }));
    return {
      edges,
      pageInfo: {
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
        hasNextPage: rows.length > first,
      },
    };
  }

  /** A business not yet listed asks to join: a 'requested' organization the staff review. */
  async requestToAdd(input: { name: string; email: string; industry: Industry; licenseNumber: string }): Promise<void> {
    assertValid(
      validateMerchantAddRequest({
        name: input.name,
        email: input.email,
        confirmEmail: input.email,
        industry: input.industry,
        licenseNumber: input.licenseNumber,
      }),
    );
    const name = input.name.trim();
    assertValid({
      name: (await organizationNameTaken(this.em, name)) ? ORGANIZATION_ACTION_MESSAGES.nameTaken : undefined,
      ...(await takenContactErrors(this.em, { email: input.email, licenseNumber: input.licenseNumber })),
    });
    const org = this.em.create(Organization, {
      name,
      email: organizationEmailKey(input.email),
      industry: input.industry,
      type: INDUSTRY_ORGANIZATION_TYPE[input.industry],
      licenseNumber: input.licenseNumber.trim(),
      status: 'requested',
    });
    // No acting user: the request comes from a visitor, named by the e-mail in the meta.
    recordOrganizationEvent(this.events, this.em, org.id, 'Organization Requested', null, { email: org.email });
    await flushOrganization(this.em);
    // By SQL, not the User entity: users/ sits above organizations/ (docs/decisions/0109-structure-check-and-layers.md).
    const admins = await this.em.execute<{ email: string }[]>('select email from app_user where role in (?, ?) and not locked', [
      Role.PG_ADMIN,
      Role.BANK_FINANCE,
    ]);
    if (admins.length) {
      await this.mail.send({
        to: admins.map((a) => a.email),
        subject: `New business request: ${org.name}`,
        text: `${org.name} (${org.email}, licence ${org.licenseNumber}, ${input.industry}) asks to join the platform.\nReview it under Organizations.`,
      });
    }
  }

  async update(user: AuthUser, input: UpdateOrganizationInput): Promise<Organization> {
    const org = await this.findVisible(user, input.id);
    // Staff on the organization pages edit any organization (spec 002 s5 "Admin organization edit").
    const staff = can(user.role, 'manageOrganizations');
    if (!staff && !can(user.role, 'editBusinessProfile')) throw forbidden();

    const changes: Partial<Pick<Organization, EditableField>> = {};
    const set = <K extends EditableField>(key: K, value: Organization[K] | undefined) => {
      if (value !== undefined && value !== org[key]) changes[key] = value;
    };
    set('phoneNumber', clean(input.phoneNumber));
    set('address', clean(input.address));
    set('website', input.website ? normalizeWebsite(input.website.trim()) : clean(input.website));
    set('mccCode', clean(input.mccCode));
    set('shortDescription', clean(input.shortDescription));
    set('refundPolicyTerms', input.refundPolicyTerms ?? undefined);
    // Stored as it will be opened (https:// added like the website); the format is checked below.
    set('refundPolicyLink', input.refundPolicyLink?.trim() ? normalizeWebsite(input.refundPolicyLink.trim()) : clean(input.refundPolicyLink));
    if (input.merchantProcessingFee !== undefined && input.merchantProcessingFee !== null) {
      // More than two decimals (2.555) is the field's range message, never a thrown conversion.
      const bps = parseBps(input.merchantProcessingFee);
      if (bps === undefined) throw badInput({ merchantProcessingFee: merchantFeeError(input.merchantProcessingFee, org.platformFeeBps) });
      set('merchantProcessingFeeBps', bps);
    }
    // One-line texts fit their columns: the field's message, before anything is written.
    assertValid({
      mccCode: tooLongError(input.mccCode, 'MCC Code'),
      // http(s) only, like the website: no javascript: or data: link for e-mails, PDFs or other clients.
      refundPolicyLink: tooLongError(input.refundPolicyLink, 'Refund Policy Link') ?? linkFormatError(input.refundPolicyLink),
      name: staff ? tooLongError(input.name, 'Name') : undefined,
    });
    // The licence is the bank's record: a merchant's screen shows it read-only; a changed one is refused, not dropped.
    if (!staff && input.licenseNumber !== undefined && (clean(input.licenseNumber) ?? null) !== (org.licenseNumber ?? null)) {
      throw badInput({ licenseNumber: ORGANIZATION_ACTION_MESSAGES.licenseReadOnly });
    }
    // Name, e-mail and licence are the bank's records: only staff change them.
    if (staff) {
      set('name', clean(input.name) ?? undefined);
      set('email', clean(input.email)?.toLowerCase());
      set('licenseNumber', clean(input.licenseNumber));
    }

    const next = { ...pickProfile(org), ...changes } as ReturnType<typeof pickProfile>;
    if (staff) assertValid(this.staffEditErrors(org, next, changes));
    else
      assertValid(
        validateBusinessProfile(
          {
            phoneNumber: next.phoneNumber ?? '',
            address: next.address ?? '',
            website: next.website ?? '',
            licenseNumber: next.licenseNumber ?? '',
            refundPolicyTerms: next.refundPolicyTerms ?? '',
            merchantProcessingFee:
              next.merchantProcessingFeeBps === null || next.merchantProcessingFeeBps === undefined ? '' : String(bpsToPercent(next.merchantProcessingFeeBps)),
          },
          org.type,
        ),
      );
    if (Object.keys(changes).length === 0) return org;
    // Only a changed e-mail or licence can clash; the organization's own values never do.
    assertValid(await takenContactErrors(this.em, { email: changes.email, licenseNumber: changes.licenseNumber }, org.id));

    this.em.assign(org, changes);
    // Staff editing another organization is an organization update; one's own, the business profile.
    const name = org.id === user.organizationId ? 'Business Profile Updated' : 'Organization Updated';
    recordOrganizationEvent(this.events, this.em, org.id, name, user.id, { fields: Object.keys(changes) });
    await flushOrganization(this.em);
    return org;
  }

  /** Staff edit: phone, address and website required, licence for merchants; a sent fee within range. */
  private staffEditErrors(org: Organization, next: ReturnType<typeof pickProfile>, changes: Partial<Pick<Organization, EditableField>>) {
    const errors: Record<string, string | undefined> = validateOrganizationEdit(
      {
        name: changes.name ?? undefined,
        email: changes.email ?? undefined,
        phoneNumber: next.phoneNumber ?? '',
        address: next.address ?? '',
        website: next.website ?? '',
        licenseNumber: next.licenseNumber ?? '',
      },
      org.type,
    );
    if (changes.merchantProcessingFeeBps !== undefined) {
      errors.merchantProcessingFee = merchantFeeError(bpsToPercent(changes.merchantProcessingFeeBps ?? 0), org.platformFeeBps);
    }
    return errors;
  }

  async close(user: AuthUser, id: string): Promise<void> {
    // Only one's own organization; any other id reads as unknown.
    if (id !== user.organizationId) throw notFound('Organization');
    const org = await this.findVisible(user, id);
    if (org.status === 'closed') throw badInput('This account is already closed.');
    const refusal = organizationCloseRefusal(await this.openWork(org.id));
    if (refusal) throw badInput(refusal);
    org.status = 'closed';
    recordOrganizationEvent(this.events, this.em, org.id, 'Account Closed', user.id);
    // Every session of its people ends at once, the closing Owner's too (issue 44).
    const ended = await endSessionsOfOrganization(this.em, org.id, 'organization-closed');
    if (ended > 0) recordOrganizationEvent(this.events, this.em, org.id, 'Sessions Ended', user.id, { reason: 'organization-closed', count: ended });
    await this.em.flush();
  }

  /** What is still open on an organization: its payable balance and money processes under way. */
  private async openWork(organizationId: string): Promise<OrganizationOpenWork> {
    const [row] = await this.em.execute<{ refunds: string; disputes: string; transfers: string }[]>(
      `select (select count(*) from refund where owner_id = ? and status = 'open') as refunds,
              (select count(*) from dispute where owner_id = ? and status = 'open') as disputes,
              (select count(distinct t.id) from transfer t join transfer_item i on i.transfer_id = t.id where t.status = 'pending' and i.organization_id = ?) as transfers`,
      [organizationId, organizationId, organizationId],
    );
    const account = payableAccountId(organizationId);
    const balance = await this.balances.balanceCents(this.em, account);
    return {
      balanceCents: shownAmountCents('payable', balance),
      refundsInProgress: Number(row?.refunds ?? 0),
      disputesInProgress: Number(row?.disputes ?? 0),
      transfersInProgress: Number(row?.transfers ?? 0),
    };
  }

  eventsOf(organizationId: string, first?: number | null, after?: string | null) {
    const offset = after ? Number(after) || 0 : 0;
    return this.events.list(this.em, { subjectType: ORGANIZATION_SUBJECT, subjectId: organizationId }, first ?? 50, offset);
  }
}

function pickProfile(org: Organization) {
  return {
    phoneNumber: org.phoneNumber,
    address: org.address,
    website: org.website,
    licenseNumber: org.licenseNumber,
    refundPolicyTerms: org.refundPolicyTerms,
    merchantProcessingFeeBps: org.merchantProcessingFeeBps,
  };
}

/** Trimmed text; an emptied field becomes null; undefined means "not sent". */
function clean(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  return value.trim() || null;
}

const encodeCursor = (name: string, id: string) => Buffer.from(JSON.stringify([name, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return [value[0], value[1]];
    }
  } catch {
    // fall through
  }
  throw badInput('Invalid cursor');
}
