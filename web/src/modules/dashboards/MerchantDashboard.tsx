import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { TestDataNote } from '../test-mode/TestDataNote';
import { useViewMode } from '../test-mode/viewMode';
import { ChartCard } from './components/ChartCard';
import { CardGrid, Section, SectionTitle, Tile, Tiles } from './components/dashboard.styles';
import { DashboardError, DashboardSkeleton } from './components/DashboardState';
import { type Period, periodError, PeriodPicker } from './components/PeriodPicker';
import { QueueCard } from './components/QueueCard';
import { cents, defaultPeriod, percent } from './format';
import { MERCHANT_DASHBOARD } from './graphql/dashboards';

/** Owner, Admin, User: their organization's payments, refunds, disputes and what waits for them; live or test data as the header's switch says. */
export function MerchantDashboard() {
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const { mode } = useViewMode();
  const skip = periodError(period) !== undefined;
  const { data, previousData, loading, error, refetch } = useQuery(MERCHANT_DASHBOARD, { variables: { ...period, livemode: mode === 'live' }, skip });
  const d = (data ?? previousData)?.merchantDashboard;
  return (
    <Section aria-labelledby="merchant-dashboard-title">
      <SectionTitle id="merchant-dashboard-title">{mode === 'test' ? 'Your payments · Test data' : 'Your payments'}</SectionTitle>
      {mode === 'test' && <TestDataNote page="dashboard" />}
      <PeriodPicker period={period} onChange={setPeriod} />
      {error ? (
        <DashboardError message={error.message} onRetry={() => void refetch()} />
      ) : !d || (loading && !data && !previousData) ? (
        <DashboardSkeleton />
      ) : (
        <>
          <Tiles aria-label="Figures of the period" aria-busy={loading}>
            <Tile>
              <dt>Gross volume</dt>
              <dd>{cents(d.grossCents)}</dd>
            </Tile>
            <Tile>
              <dt>Net volume</dt>
              <dd>{cents(d.netCents)}</dd>
            </Tile>
            {d.payableBalanceCents !== null && (
              <Tile>
                <dt>Payable balance</dt>
                <dd>
                  {cents(d.payableBalanceCents)}
                  <small>{d.payableBalanceCents < 0 ? 'You owe the platform' : 'Owed to you, not yet transferred'}</small>
                </dd>
              </Tile>
            )}
            {d.livemode && (
              <Tile>
                <dt>Invoices</dt>
                <dd>
                  {d.invoices.paid} paid
                  <small>{d.invoices.unpaid} unpaid now</small>
                </dd>
              </Tile>
            )}
            <Tile>
              <dt>Checkouts</dt>
              <dd>
                {d.checkouts.paid} paid
                <small>{d.checkouts.unpaid} unpaid now</small>
              </dd>
            </Tile>
            <Tile>
              <dt>Refunds</dt>
              <dd>
                {d.refunds.count}
                <small>
                  {percent(d.refunds.rateBps)} of payments · {cents(d.refunds.amountCents)}
                </small>
              </dd>
            </Tile>
            <Tile>
              <dt>Disputes</dt>
              <dd>
                {d.disputes.count}
                <small>
                  {percent(d.disputes.rateBps)} of payments · {cents(d.disputes.amountCents)}
                </small>
              </dd>
            </Tile>
          </Tiles>
          <ChartCard
            title="Volume"
            points={d.volume}
            bucket={d.bucket}
            grossName="Gross"
            netName="Net"
            countName="Payments"
            emptyMessage="No payments in this period"
          />
          <CardGrid>
            <QueueCard title="Dispute response deadlines" queue={d.disputeDeadlines} emptyMessage="No dispute needs your response." allHref="/disputes" />
            <QueueCard title="Refunds awaiting your approval" queue={d.refundsAwaiting} emptyMessage="No refund waits for you." allHref="/refunds" />
          </CardGrid>
        </>
      )}
    </Section>
  );
}
