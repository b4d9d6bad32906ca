import { useQuery } from '@apollo/client/react';
import { can, canVisit } from '@pg/domain';
import { Card } from '@pg/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';

import type { BankDashboardQuery } from '../../gql/graphql';
import { useSignedInSession } from '../app/session/SessionContext';
import { BarTable } from './components/BarTable';
import { ChartCard } from './components/ChartCard';
import { CardGrid, Muted, Section, SectionTitle, Tile, Tiles } from './components/dashboard.styles';
import { DashboardError, DashboardSkeleton } from './components/DashboardState';
import { type Period, periodError, PeriodPicker } from './components/PeriodPicker';
import { QueueCard } from './components/QueueCard';
import { cents, defaultPeriod } from './format';
import { BANK_DASHBOARD } from './graphql/dashboards';

type Balance = BankDashboardQuery['bankDashboard']['owed'][number];

/** Organizations on one side of the outstanding balance, as a table with a bar per row. */
function BalanceTable({ caption, rows, tone }: { caption: string; rows: readonly Balance[]; tone: 'success' | 'danger' }) {
  const shown = rows.map((r) => ({
    key: r.organizationId,
    label: <Link to={`/ledger/${r.organizationId}`}>{r.name}</Link>,
    value: Math.abs(r.balanceCents),
    text: cents(Math.abs(r.balanceCents)),
  }));
  return <BarTable caption={caption} labelHeader="Organization" valueHeader="Balance" rows={shown} tone={tone} />;
}

/** Bank Admin, Bank Finance: what is owed to merchants and by them, transfers, and what waits for the bank. */
export function BankDashboard() {
  const { user } = useSignedInSession();
  // Bank Finance manages organizations and is shown who waits, with the way to review them; the
  // Bank Admin cannot act on them, so is not shown the card (issue 50: no dead ends).
  const opensOrganizations = canVisit(user.role, '/organizations');
  // The home's Outstanding Balance card already gives what is owed both ways to this role: the
  // tiles would repeat the same figure (issue 50).
  const balanceOnHome = can(user.role, 'seeOutstandingBalance');
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const skip = periodError(period) !== undefined;
  const { data, previousData, error, refetch } = useQuery(BANK_DASHBOARD, { variables: period, skip });
  const d = (data ?? previousData)?.bankDashboard;
  return (
    <Section aria-labelledby="bank-dashboard-title">
      <SectionTitle id="bank-dashboard-title">Merchants and transfers</SectionTitle>
      {error ? (
        <DashboardError message={error.message} onRetry={() => void refetch()} />
      ) : !d ? (
        <DashboardSkeleton />
      ) : (
        <>
          {!balanceOnHome && (
            <Tiles aria-label="Outstanding balances now">
              <Tile>
                <dt>Owed to merchants</dt>
                <dd>
                  {cents(d.owedCents)}
                  <small>{d.owed.length === 0 ? 'No organization is owed money' : 'Positive balances, not yet transferred'}</small>
                </dd>
              </Tile>
              <Tile>
                <dt>Owed by organizations</dt>
                <dd>
                  {cents(d.owingCents)}
                  <small>Negative balances, never netted against the above</small>
                </dd>
              </Tile>
            </Tiles>
          )}
          <CardGrid>
            <Card title="Outstanding per merchant">
              {d.owed.length === 0 && d.owing.length === 0 ? (
                <Muted>Every organization's balance is zero.</Muted>
              ) : (
                <>
                  {d.owed.length > 0 && <BalanceTable caption="The platform owes them (largest first)" rows={d.owed} tone="success" />}
                  {d.owing.length > 0 && <BalanceTable caption="They owe the platform (largest first)" rows={d.owing} tone="danger" />}
                </>
              )}
            </Card>
            <QueueCard title="Refunds waiting for the bank" queue={d.refundsAwaiting} emptyMessage="No refund waits for the bank." allHref="/refunds" />
            {opensOrganizations && (
              <QueueCard
                title="Organizations awaiting approval"
                queue={d.organizationsAwaiting}
                emptyMessage="No organization awaits approval."
                allHref="/organizations"
                showAmount={false}
                actionLabel="Review"
              />
            )}
          </CardGrid>
          <PeriodPicker period={period} onChange={setPeriod} />
          <ChartCard
            title="Transfers"
            points={d.transfers}
            bucket={d.bucket}
            grossName="Paid out"
            netName="Net of reversals"
            countName="Payouts"
            emptyMessage="No transfers in this period"
          />
        </>
      )}
    </Section>
  );
}
