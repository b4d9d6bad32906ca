import { useQuery } from '@apollo/client/react';
import { can, MERCHANT_ORGANIZATION_TYPES, ORGANIZATION_TYPE_LABELS, type OrganizationType } from '@pg/domain';
import { Button, Card, DataTable, DescriptionList, SelectField } from '@pg/ui-kit';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';

import { ListHeader } from '../modules/app/components/ListHeader';
import { Amount, Page, Stack, WithSide } from '../modules/app/components/page.styles';
import { useIsMobile } from '../modules/app/hooks/useIsMobile';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { LedgerExportDialog } from '../modules/ledger/export/LedgerExportDialog';
import { LEDGER_ACCOUNTS, LEDGER_ORGANIZATIONS } from '../modules/ledger/graphql/ledger';
import { LEDGER_AUDITS_PATH, platformAccountPath } from '../modules/ledger/ledger-links';
import { LEDGER_ORGANIZATION_COLUMNS, PLATFORM_ACCOUNT_COLUMNS } from '../modules/ledger/list/ledgerColumns';
import { ledgerDetailsPath, money, ORGANIZATION_CREATE_PATH } from '../modules/transfers/format';
import { useListPage } from '../modules/transfers/list/useListPage';

export const LEDGER_LIST_KEY = 'ledger';

const Footer = styled.div`
  padding: 12px 16px;
`;
const TYPE_OPTIONS = [{ value: '', label: 'All types' }, ...MERCHANT_ORGANIZATION_TYPES.map((t) => ({ value: t, label: ORGANIZATION_TYPE_LABELS[t] }))];

/** /ledger (spec 002 s2): organizations with their balances; a row opens its "Ledger Details". */
export function LedgerPage() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const view = useListPage(LEDGER_LIST_KEY, { sortField: 'name', sortDirection: 'ASC' });
  const typeParam = view.params.get('type');
  const type = MERCHANT_ORGANIZATION_TYPES.includes(typeParam as OrganizationType) ? (typeParam as OrganizationType) : null;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { settings } = view.list;
  const { data, previousData, loading } = useQuery(LEDGER_ORGANIZATIONS, {
    variables: {
      first: settings.rowCount,
      page: view.page,
      sortField: settings.sortField,
      sortDirection: settings.sortDirection,
      searchParam: view.searchParam || null,
      type: type ? [type] : null,
      // Spec 002 L57: "The type filter requests status requested."
      status: type ? ['requested'] : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  // While a new search or sort loads, the previous rows stay.
  const shown = data ?? previousData;
  const rows = shown?.ledgerOrganizations.items ?? [];
  const selected = rows.find((o) => o.id === selectedId) ?? null;
  const seesPlatform = can(user.role, 'viewPlatformLedger');
  const platform = useQuery(LEDGER_ACCOUNTS, { skip: !seesPlatform, fetchPolicy: 'cache-and-network' });
  const [exporting, setExporting] = useState(false);

  return (
    <Page>
      <ListHeader title="Ledger" searchPlaceholder="Search Organization" search={view.search} onSearch={view.setSearch}>
        <SelectField label="Type" name="type" options={TYPE_OPTIONS} value={type ?? ''} onChange={(value) => view.setQuery({ type: value || null })} />
        {/* Spec 002: a create button for the bank-admin-type role; the roles that may not use it do not see it (issue 50). */}
        {can(user.role, 'createOrganizationFromLedger') && <Button onClick={() => void navigate(ORGANIZATION_CREATE_PATH)}>Create Organization</Button>}
        {can(user.role, 'exportLedger') && (
          <Button variant="secondary" onClick={() => setExporting(true)}>
            Export
          </Button>
        )}
      </ListHeader>
      {seesPlatform && (
        <Card title="Platform Accounts" flush>
          <DataTable
            caption="Platform Accounts"
            columns={PLATFORM_ACCOUNT_COLUMNS}
            rows={platform.data?.ledgerAccounts ?? []}
            getRowId={(a) => a.id}
            loading={platform.loading}
            emptyText="No platform accounts"
            onRowClick={(a) => void navigate(platformAccountPath(a.id))}
          />
          <Footer>
            <Link to={LEDGER_AUDITS_PATH}>Ledger Audits</Link> · <Link to="/ledger/reconciliation">Payment Reconciliation</Link>
          </Footer>
        </Card>
      )}
      {exporting && <LedgerExportDialog open onClose={() => setExporting(false)} accounts={platform.data?.ledgerAccounts ?? []} />}
      <WithSide $side={selected !== null && !mobile}>
        <DataTable
          caption="Ledger"
          columns={LEDGER_ORGANIZATION_COLUMNS}
          rows={rows}
          getRowId={(o) => o.id}
          loading={loading}
          emptyText="No Organization found"
          selectedId={selectedId}
          onRowClick={(o) => (mobile ? void navigate(ledgerDetailsPath(o.id)) : setSelectedId(o.id))}
          onRowDoubleClick={(o) => void navigate(ledgerDetailsPath(o.id))}
          {...view.tableProps(shown?.ledgerOrganizations.total ?? 0)}
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
