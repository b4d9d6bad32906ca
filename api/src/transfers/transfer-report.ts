import type { EntityManager } from '@mikro-orm/postgresql';
import {
  canSeeField,
  formatDate,
  formatDateTime,
  formatMoney,
  type Role,
  signedTransferAmountCents,
  sumTransferAmounts,
  TRANSFER_ITEM_KINDS,
  TRANSFER_ITEM_LABELS,
  TRANSFER_PROVIDER_TEXT,
  type TransferItemKind,
  transferSharesByOrganization,
} from '@pg/domain';

import { Organization } from '../organizations/organization.entity';
import type { Report, ReportTable } from '../reports/pdf-report';
import type { Transfer } from './transfer.entity';
import { TransferItem } from './transfer-item.entity';

/** The name a viewer sees as "Transferred By" (spec 002 s6): the bank user's for the bank-side admin, else the provider. */
export function transferredByText(transfer: { transferredBy?: { name: string; surname?: string | null } | null }, showName: boolean): string {
  if (!showName) return TRANSFER_PROVIDER_TEXT;
  const user = transfer.transferredBy;
  return user ? [user.name, user.surname].filter(Boolean).join(' ') : TRANSFER_PROVIDER_TEXT;
}

/**
 * The transfer report (GET /transfer/:id, and the e-mail after a transfer): summary, one table
 * per kind of item with its sub totals, and each organization's share. `transfer` must have
 * transferredBy loaded. Notes and the bank user's name follow FIELD_ACCESS for `viewer`, as on screen.
 */
export async function buildTransferReport(em: EntityManager, transfer: Transfer, viewer: Role): Promise<Report> {
  const items = await em.find(TransferItem, { transfer: transfer.id }, { orderBy: { kind: 'asc', code: 'asc' } });
  const orgIds = [...new Set(items.map((i) => i.organization.id))];
  const orgs = new Map((await em.find(Organization, { id: { $in: orgIds } }, { fields: ['id', 'name'] })).map((o) => [o.id, o.name]));
  const orgName = (id: string) => orgs.get(id) ?? id;

  const table = (kind: TransferItemKind): ReportTable => {
    const own = items.filter((i) => i.kind === kind);
    const sign = signedTransferAmountCents(kind, 1) < 0 ? '-' : '+';
    return {
      title: TRANSFER_ITEM_LABELS[kind],
      columns: [{ header: 'ID', width: 0.3 }, { header: 'Organization' }, { header: 'Sub Total', width: 0.2, align: 'right' }],
      rows: own.map((i) => [i.code, orgName(i.organization.id), formatMoney(i.amountCents)]),
      empty: `No ${TRANSFER_ITEM_LABELS[kind]}`,
      footer: own.length
        ? [`${own.length} item${own.length === 1 ? '' : 's'}`, `${sign} in the total`, formatMoney(sumTransferAmounts(own.map((i) => i.amountCents)))]
        : undefined,
    };
  };
  const shares = transferSharesByOrganization(items.map((i) => ({ kind: i.kind, organizationId: i.organization.id, amountCents: i.amountCents })));

  return {
    title: `Transfer ${transfer.code}`,
    subtitle: `${TRANSFER_PROVIDER_TEXT} transfer report`,
    summary: [
      ['Transfer ID', transfer.code],
      ['Date Paid', formatDate(transfer.completedAt ?? transfer.createdAt, 'UTC')],
      ['Transferred Amount', formatMoney(transfer.amountCents)],
      ['Transferred By', transferredByText(transfer, canSeeField(viewer, 'Transfer.transferredBy'))],
      ...(canSeeField(viewer, 'Transfer.notes') ? [['Notes', transfer.notes ?? ''] as [string, string]] : []),
      ['Items', String(items.length)],
    ],
    tables: [
      ...TRANSFER_ITEM_KINDS.map(table),
      {
        title: 'Organizations',
        columns: [{ header: 'Organization' }, { header: 'Items', width: 0.15, align: 'right' }, { header: 'Transferred', width: 0.25, align: 'right' }],
        rows: shares.map((s) => [orgName(s.organizationId), String(s.items), formatMoney(s.amountCents)]),
        footer: ['Total', String(items.length), formatMoney(transfer.amountCents)],
      },
    ],
    note: `Generated ${formatDateTime(new Date(), 'UTC')} UTC. Sub totals are what each item counts in the transfer: invoices and checkouts net of the merchant processing fee; refunds, disputes and won disputes at their amounts.`,
  };
}
