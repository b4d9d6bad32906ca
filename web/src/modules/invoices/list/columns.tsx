import { isStaff, type Role } from '@pg/domain';
import type { DataListColumn } from '@pg/ui-kit';

import { OrgName } from '../../app/components/OrgName';
import { date, money } from '../../app/format';
import type { InvoiceListItem } from '../graphql/fragments';
import { NoWrap } from './InvoiceList.styles';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

/**
 * Columns of the invoice list (spec 000 section 2): admin-type roles (bank and platform staff)
 * see the merchant's logo instead of the customer. Keys are the API's sort fields.
 */
export function invoiceColumns(role: Role): DataListColumn<InvoiceListItem>[] {
  const staff = isStaff(role);
  return [
    { key: 'createdAt', label: 'Created Date', sortable: true, hideBelow: 'md', phone: 'meta', render: (row) => <NoWrap>{date(row.createdAt)}</NoWrap> },
    {
      key: 'code',
      label: 'Code',
      sortable: true,
      // Merchants' phones lead with the customer; the code joins the date on the second line.
      phone: staff ? 'title' : 'meta',
      render: (row) => <NoWrap>{row.code}</NoWrap>,
    },
    staff
      ? {
          key: 'owner',
          label: 'Org Logo',
          hideBelow: 'md',
          phone: 'meta',
          render: (row) => <OrgName name={row.owner.name} logo={row.owner.logo} />,
        }
      : {
          key: 'recipientName',
          label: 'Customer',
          sortable: true,
          hideBelow: 'md',
          phone: 'title',
          render: (row) => `${row.recipientName} ${row.recipientSurName}`.trim(),
        },
    { key: 'amount', label: 'Invoice Amount', sortable: true, align: 'right', render: (row) => <NoWrap>{money(row.totals.total)}</NoWrap> },
    { key: 'status', label: 'Status', sortable: true, hideBelow: 'sm', render: (row) => <InvoiceStatusBadge status={row.status} /> },
  ];
}
