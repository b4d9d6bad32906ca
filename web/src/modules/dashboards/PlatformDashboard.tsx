import { useQuery } from '@apollo/client/react';
import { DISPUTE_PROGRESS_LABELS, type DisputeProgressStatus, formatDateTime } from '@pg/domain';
import { Alert, Card } from '@pg/ui-kit';
import { useState } from 'react';

import type { PlatformDashboardQuery } from '../../gql/graphql';
import { ProcessorHealthTable } from '../gateway-settings/components/ProcessorHealthTable';
import { BarTable } from './components/BarTable';
import { ChartCard } from './components/ChartCard';
import { CardGrid, Muted, Section, SectionTitle, TableWrap, Tile, Tiles } from './components/dashboard.styles';
import { DashboardError, DashboardSkeleton } from './components/DashboardState';
import { type Period, periodError, PeriodPicker } from './components/PeriodPicker';
import { QueueCard } from './components/QueueCard';
import { cents, defaultPeriod } from './format';
import { PLATFORM_DASHBOARD } from './graphql/dashboards';

type Stuck = PlatformDashboardQuery['platformDashboard']['stuckProcesses'];

function StuckCard({ stuck }: { stuck: Stuck }) {
  return (
    <Card title={`Stuck processes (${stuck.items.length})`}>
      {stuck.error ? (
        <Alert tone="warning">{stuck.error}</Alert>
      ) : stuck.items.length === 0 ? (
        <Muted>
          {stuck.checked === 0
            ? `No process has been running for more than ${stuck.thresholdMinutes} minutes, so none is stuck.`
            : `None of the ${stuck.checked} processes running for more than ${stuck.thresholdMinutes} minutes is stuck.`}
        </Muted>
      ) : (
        <TableWrap>
          <table>
            <caption>Running, with a step that has not moved for {stuck.thresholdMinutes} minutes or more</caption>
            <thead>
              <tr>
                <th scope="col">Process</th>
                <th scope="col">Waiting on</th>
                <th scope="col">Last progress</th>
                <th scope="col" className="num">
                  Attempts
                </th>
              </tr>
            </thead>
            <tbody>
              {stuck.items.map((p) => (
                <tr key={p.workflowId}>
                  <th scope="row">{p.workflowId}</th>
                  <td title={p.lastFailure ?? undefined}>{p.waitingOn}</td>
                  <td>{formatDateTime(p.lastProgressAt)}</td>
                  <td className="num">{p.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Card>
  );
}

/** PG Admin: the platform's volume and fees, disputes, refunds waiting for it, and stuck processes. */
export function PlatformDashboard() {
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const skip = periodError(period) !== undefined;
  const { data, previousData, error, refetch } = useQuery(PLATFORM_DASHBOARD, { variables: period, skip });
  const d = (data ?? previousData)?.platformDashboard;
  return (
    <Section aria-labelledby="platform-dashboard-title">
      <SectionTitle id="platform-dashboard-title">Platform</SectionTitle>
      <PeriodPicker period={period} onChange={setPeriod} />
      {error ? (
        <DashboardError message={error.message} onRetry={() => void refetch()} />
      ) : !d ? (
        <DashboardSkeleton />
      ) : (
        <>
          <Tiles aria-label="Figures of the period">
            <Tile>
              <dt>Platform volume</dt>
              <dd>{cents(d.grossCents)}</dd>
            </Tile>
            <Tile>
              <dt>Fee revenue</dt>
              <dd>{cents(d.feeRevenueCents)}</dd>
            </Tile>
            <Tile>
              <dt>Disputes due within 48 h</dt>
              <dd>{d.disputesDueSoon.total}</dd>
            </Tile>
            <Tile>
              <dt>Refunds waiting for the platform</dt>
              <dd>{d.refundsAwaiting.total}</dd>
            </Tile>
          </Tiles>
          <ChartCard
            title="Volume and fee revenue"
            points={d.volume}
            bucket={d.bucket}
            grossName="Volume"
            netName="Fee revenue"
            netAxis
            countName="Payments"
            emptyMessage="No payments in this period"
          />
          <CardGrid>
            <Card title="Disputes by status">
              {d.disputesByStatus.every((s) => s.count === 0) ? (
                <Muted>No disputes yet.</Muted>
              ) : (
                <BarTable
                  caption="Every dispute, by its stage"
                  labelHeader="Status"
                  valueHeader="Disputes"
                  rows={d.disputesByStatus.map((s) => ({
                    key: s.status,
                    label: DISPUTE_PROGRESS_LABELS[s.status as DisputeProgressStatus] ?? s.status,
                    value: s.count,
                    text: String(s.count),
                  }))}
                  tone="success"
                />
              )}
            </Card>
            <QueueCard
              title="Disputes due within 48 h"
              queue={d.disputesDueSoon}
              emptyMessage="No dispute response is due within 48 hours."
              allHref="/disputes"
            />
            <QueueCard title="Refunds waiting for the platform" queue={d.refundsAwaiting} emptyMessage="No refund waits for the platform." allHref="/refunds" />
            <StuckCard stuck={d.stuckProcesses} />
            {/* Issue 41: the processors' circuit breakers, success rates and p95 latency. */}
            <Card title="Processor health" flush>
              <ProcessorHealthTable />
            </Card>
          </CardGrid>
        </>
      )}
    </Section>
  );
}
