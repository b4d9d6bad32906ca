import type { EntityManager } from '@mikro-orm/postgresql';
import {
  bpsToPercent,
  formatDate,
  formatMoney,
  INDUSTRY_LABELS,
  ORGANIZATION_STATUS_LABELS,
  ORGANIZATION_TYPE_LABELS,
  REFUND_POLICY_TERMS_LABELS,
} from '@pg/domain';
import type { OrganizationReportFilter } from '@pg/workflows';

import type { AuthUser } from '../common/auth-user';
import { plainPage } from '../common/list-rows';
import { toCsv } from '../reports/csv';
import { Organization } from './organization.entity';
import type { OrganizationRow } from './organization.mapper';
import { organizationFilter } from './organization-list.service';

export const ORGANIZATION_REPORT_HEADER = [
  'Name',
  'Type',
  'Industry',
  'Status',
  'E-mail',
  'Phone Number',
  'Address',
  'Website',
  'License Number',
  'MCC Code',
  'Merchant Processing Fee (%)',
  'Platform Fee (%)',
  'Refund Policy Terms',
  'Active Users',
  'Locked Users',
  'Invoices',
  'Paid Invoice Volume',
  'Date Created',
] as const;

/** Most a report covers: far above the market's organizations, a bound on one e-mail's size. */
const MAX_ROWS = 20_000;

/**
 * The organization report (summaryOfOrganization): every organization the viewer's list shows
 * under the filter, by name, with its users and invoice volume, as CSV people open in a spreadsheet.
 */
export async function buildOrganizationReport(em: EntityManager, viewer: AuthUser, filter: OrganizationReportFilter): Promise<{ csv: string; rows: number }> {
  const { rows: orgs } = await plainPage<Organization, 'o', OrganizationRow>(
    em.createQueryBuilder(Organization, 'o').select('o.*'),
    [organizationFilter(viewer, filter)],
    [{ name: 'asc' }, { id: 'asc' }],
    { first: MAX_ROWS, offset: 0 },
  );
  // One PostgreSQL array parameter (the driver would expand a JS array into a list).
  const ids = `{${orgs.map((o) => o.id).join(',')}}`;
  const users = await em.execute<{ organization_id: string; active: string; locked: string }[]>(
    `select organization_id, count(*) filter (where not locked) as active, count(*) filter (where locked) as locked
       from app_user where organization_id = any(?::uuid[]) group by organization_id`,
    [ids],
  );
  const invoices = await em.execute<{ owner_id: string; count: string; paid: string }[]>(
    `select owner_id, count(*) as count, coalesce(sum(total_cents) filter (where status in ('paid', 'disbursed')), 0) as paid
       from invoice where deleted_at is null and owner_id = any(?::uuid[]) group by owner_id`,
    [ids],
  );
  const usersBy = new Map(users.map((u) => [u.organization_id, u]));
  const invoicesBy = new Map(invoices.map((i) => [i.owner_id, i]));
  const rows = orgs.map((o) => {
    const u = usersBy.get(o.id);
    const i = invoicesBy.get(o.id);
    return [
      o.name,
      ORGANIZATION_TYPE_LABELS[o.type],
      o.industry ? INDUSTRY_LABELS[o.industry] : '',
      ORGANIZATION_STATUS_LABELS[o.status],
      o.email,
      o.phoneNumber,
      o.address,
      o.website,
      o.licenseNumber,
      o.mccCode,
      o.merchantProcessingFeeBps === null || o.merchantProcessingFeeBps === undefined ? '' : bpsToPercent(o.merchantProcessingFeeBps).toFixed(2),
      bpsToPercent(o.platformFeeBps).toFixed(2),
      o.refundPolicyTerms ? REFUND_POLICY_TERMS_LABELS[o.refundPolicyTerms] : '',
      Number(u?.active ?? 0),
      Number(u?.locked ?? 0),
      Number(i?.count ?? 0),
      formatMoney(Number(i?.paid ?? 0)),
      formatDate(o.createdAt, 'UTC'),
    ];
  });
  return { csv: toCsv(ORGANIZATION_REPORT_HEADER, rows), rows: rows.length };
}
