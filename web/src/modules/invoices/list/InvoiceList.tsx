import { can, INVOICE_STATUS_LABELS } from '@pg/domain';
import { Button, Card, Checkbox, DataList, TextField } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { useIsMobile } from '../../app/hooks/useIsMobile';
import { PATHS } from '../../app/router/paths';
import { useSignedInSession } from '../../app/session/SessionContext';
import type { InvoiceListItem } from '../graphql/fragments';
import { invoiceColumns } from './columns';
import { Header, Layout, Toolbar } from './InvoiceList.styles';
import { InvoiceSummary } from './InvoiceSummary';
import { useInvoiceList } from './useInvoiceList';

const INVOICE_SORT_LABELS = { name: 'group name' };

export const INVOICES_EMPTY = 'No Invoices found';

export const invoiceDetailsPath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/** Invoices Dashboard (spec 000 section 2, invoice list). */
export function InvoiceList() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const list = useInvoiceList(user.role);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const index = list.rows.findIndex((row) => row.id === selectedId);
  const selected = index >= 0 ? list.rows[index] : null;
  const open = (row: InvoiceListItem) => void navigate(invoiceDetailsPath(row.id));
  const sort = list.settings.sortField
    ? { field: list.settings.sortField, direction: list.settings.sortDirection === 'ASC' ? ('asc' as const) : ('desc' as const) }
    : undefined;

  return (
    <section aria-labelledby="invoices-title">
      <Header>
        <h1 id="invoices-title">Invoices Dashboard</h1>
        <Button disabled={!can(user.role, 'createInvoice')} onClick={() => void navigate(PATHS.createInvoice)}>
          Create Invoice
        </Button>
      </Header>
      <Layout $aside={selected !== null && !mobile ? '340px' : null}>
        <Card flush>
          <Toolbar>
            <TextField
              label="Search"
              name="search"
              type="search"
              placeholder="Search Invoice"
              value={list.search}
              onChange={(event) => list.setSearch(event.target.value)}
            />
            <Checkbox label={INVOICE_STATUS_LABELS[list.flagged]} checked={list.statusFilter !== null} onChange={list.setStatusFilter} />
          </Toolbar>
          <DataList<InvoiceListItem>
            caption="Invoices"
            columns={invoiceColumns(user.role)}
            rows={list.rows}
            getRowId={(row) => row.id}
            sort={sort}
            // The spec's default order (group name) has no column: the list says it in words.
            sortLabels={INVOICE_SORT_LABELS}
            onSortChange={(next) => list.setSort(next.field, next.direction === 'asc' ? 'ASC' : 'DESC')}
            // On phones there is no room for the summary: a tap opens the details page.
            onRowClick={(row) => (mobile ? open(row) : setSelectedId(row.id))}
            onRowDoubleClick={open}
            selectedId={selectedId}
            dot={(row) => row.status === list.flagged}
            dotLabel={INVOICE_STATUS_LABELS[list.flagged]}
            loading={list.loading}
            emptyText={INVOICES_EMPTY}
            page={list.page}
            rowCount={list.settings.rowCount}
            total={list.total}
            onPageChange={list.setPage}
            onRowCountChange={list.setRowCount}
          />
        </Card>
        {selected && !mobile && (
          <InvoiceSummary
            invoice={selected}
            role={user.role}
            hasPrevious={index > 0}
            hasNext={index < list.rows.length - 1}
            onPrevious={() => setSelectedId(list.rows[index - 1].id)}
            onNext={() => setSelectedId(list.rows[index + 1].id)}
            onClose={() => setSelectedId(null)}
            onViewDetails={() => open(selected)}
          />
        )}
      </Layout>
    </section>
  );
}
