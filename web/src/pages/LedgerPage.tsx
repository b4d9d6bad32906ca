import { useQuery } from '@apollo/client/react';
import { MERCHANT_ORGANIZATION_TYPES, ORGANIZATION_TYPE_LABELS, can, type OrganizationType } from '@pg/domain';
import { Button, Card, DataTable, DescriptionList, SelectField, TextField } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../modules/app/hooks/useDebouncedValue';
import { useListSettings } from '../modules/app/hooks/useListSettings';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { useIsMobile } from '../modules/invoices/list/useIsMobile';
import { LEDGER_ORGANIZATIONS } from '../modules/ledger/graphql/ledger';
import { LEDGER_ORGANIZATION_COLUMNS } from '../modules/ledger/list/ledgerColumns';
import { Amount, Page, PageHeader, PageTitle, Stack, Toolbar, WithSide } from '../modules/refunds/refunds.styles';
import { ORGANIZATION_CREATE_PATH, ledgerDetailsPath, money } from '../modules/transfers/format';

export const LEDGER_LIST_KEY = 'ledger';
const TYPE_OPTIONS = [{ value: '', label: 'All types' }, ...MERCHANT_ORGANIZATION_TYPES.map((t) => ({ value: t, label: ORGANIZATION_TYPE_LABELS[t] }))];

/** /ledger (spec 002 s2): organizations with their balances; a row opens its "Ledger Details". */
export function LedgerPage() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const list = useListSettings(LEDGER_LIST_KEY, { sortField: 'name', sortDirection: 'ASC' });
  const [search, setSearch] = useState(params.get('query') ?? '');
  const searchParam = useDebouncedValue(search.trim(), 300);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const typeParam = params.get('type');
  const type = MERCHANT_ORGANIZATION_TYPES.includes(typeParam as OrganizationType) ? (typeParam as OrganizationType) : null;
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const update = (change: (copy: URLSearchParams) => void) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      change(copy);
      return copy;
    });
  const setPage = (next: number) => update((c) => (next > 1 ? c.set('page', String(next)) : c.delete('page')));

  const { data, previousData, loading } = useQuery(LEDGER_ORGANIZATIONS, {
    variables: {
      first: list.settings.rowCount,
      page,
      sortField: list.settings.sortField,
      sortDirection: list.settings.sortDirection,
      searchParam: searchParam || null,
      type: type ? [type] : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  // While a new search or sort loads, the previous rows stay.
  const shown = data ?? previousData;
  const rows = shown?.ledgerOrganizations.items ?? [];
  const selected = rows.find((o) => o.id === selectedId) ?? null;

  return (
    <Page>
      <PageHeader>
        <PageTitle>Ledger</PageTitle>
        <Toolbar>
          <TextField
            label="Search"
            name="query"
            type="search"
            placeholder="Search Organization"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              update((c) => {
                if (event.target.value) c.set('query', event.target.value);
                else c.delete('query');
                c.delete('page');
              });
            }}
          />
          <SelectField
            label="Type"
            name="type"
            options={TYPE_OPTIONS}
            value={type ?? ''}
            onChange={(value) =>
              update((c) => {
                if (value) c.set('type', value);
                else c.delete('type');
                c.delete('page');
              })
            }
          />
          <Button disabled={!can(user.role, 'createOrganizationFromLedger')} onClick={() => void navigate(ORGANIZATION_CREATE_PATH)}>
            Create Organization
          </Button>
        </Toolbar>
      </PageHeader>
      <WithSide $side={selected !== null && !mobile}>
        <DataTable
          caption="Ledger"
          columns={LEDGER_ORGANIZATION_COLUMNS}
          rows={rows}
          getRowId={(o) => o.id}
          loading={loading}
          emptyText="No Organization found"
          sort={list.settings.sortField ? { field: list.settings.sortField, direction: list.settings.sortDirection === 'ASC' ? 'asc' : 'desc' } : undefined}
          onSortChange={(sort) => list.setSort(sort.field, sort.direction === 'asc' ? 'ASC' : 'DESC')}
          selectedId={selectedId}
          onRowClick={(o) => (mobile ? void navigate(ledgerDetailsPath(o.id)) : setSelectedId(o.id))}
          onRowDoubleClick={(o) => void navigate(ledgerDetailsPath(o.id))}
          page={page}
          rowCount={list.settings.rowCount}
          total={shown?.ledgerOrganizations.total ?? 0}
          onPageChange={setPage}
          onRowCountChange={(rowCount) => {
            list.setRowCount(rowCount);
            setPage(1);
          }}
        />
        {selected && !mobile && (
          <Card title={selected.name}>
            <Stack aria-label="Organization summary">
              <Amount>{money(selected.currentBalance)}</Amount>
              <DescriptionList
                columns={1}
                items={[
                  { label: 'Type', value: ORGANIZATION_TYPE_LABELS[selected.type] ?? selected.type },
                  { label: 'E-mail', value: selected.email || '—' },
                ]}
              />
              <Button onClick={() => void navigate(ledgerDetailsPath(selected.id))}>View Ledger</Button>
            </Stack>
          </Card>
        )}
      </WithSide>
    </Page>
  );
}
