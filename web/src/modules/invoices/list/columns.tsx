import { isStaff, type Role } from '@pg/domain';
import { Avatar, type DataListColumn } from '@pg/ui-kit';

import { date, money } from '../../app/format';
import type { InvoiceListItem } from '../graphql/fragments';
import { NoWrap, OrgCell, PhoneOnly } from './InvoiceList.styles';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

/**
 * Columns of the invoice list (spec 000 section 2): admin-type roles (bank and platform staff)
 * see the merchant's logo instead of the customer. Keys are the API's sort fields.
 */
export function invoiceColumns(role: Role): DataListColumn<InvoiceListItem>[] {
  const staff = isStaff(role);
  return [
    { key: 'createdAt', label: 'Created Date', sortable: true, hideBelow: 'md', render: (row) => <NoWrap>{date(row.createdAt)}</NoWrap> },
    {
      key: 'code',
      label: 'Code',
      sortable: true,
      render: (row) => (
        <>
          <NoWrap>{row.code}</NoWrap>
          {/* Phones have no room for the status column: the badge rides under the code. */}
          <PhoneOnly>
            <InvoiceStatusBadge status={row.status} />
          </PhoneOnly>
        </>
      ),
    },
    staff
      ? {
          key: 'owner',
          label: 'Org Logo',
          hideBelow: 'md',
          render: (row) => (
            <OrgCell title={row.owner.name}>
              <Avatar name={row.owner.name} url={row.owner.logo[0]?.cloudFrontUrl || row.owner.logo[0]?.url} size={32} />
            </OrgCell>
          ),
        }
      : {
          key: 'recipientName',
          label: 'Customer',
          sortable: true,
          hideBelow: 'md',
          render: (row) => `${row.recipientName} ${row.recipientSurName}`.trim(),
        },
    { key: 'amount', label: 'Invoice Amount', sortable: true, align: 'right', render: (row) => <NoWrap>{money(row.totals.total)}</NoWrap> },
    { key: 'status', label: 'Status', sortable: true, hideBelow: 'sm', render: (row) => <InvoiceStatusBadge status={row.status} /> },
  ];
}
