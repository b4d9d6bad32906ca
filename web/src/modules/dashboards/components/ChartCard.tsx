import { Button, Card, EmptyState } from '@pg/ui-kit';
import { Component, lazy, type ReactNode, Suspense, useId, useState } from 'react';

import type { DashboardBucket } from '../../../gql/graphql';
import { bucketLabel, cents } from '../format';
import type { MoneyPoint } from '../graphql/dashboards';
import { ChartFrame, Muted, Skeleton, TableWrap } from './dashboard.styles';

// The chart library loads only here, on demand: never in the main entry nor the pay pages.
const MoneyChart = lazy(() => import('../charts/MoneyChart'));

/** If the chart's chunk cannot load (offline, a new deployment), the table stands in. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface ChartCardProps {
  title: string;
  points: readonly MoneyPoint[];
  bucket: DashboardBucket;
  grossName: string;
  netName: string;
  countName: string;
  /** Shown instead of the chart when every bucket is zero. */
  emptyMessage: string;
  /** Net on an axis of its own (MoneyChart). */
  netAxis?: boolean;
}

/** A money chart with its table: "Show as table" swaps them; the chart itself is one focusable, named image. */
export function ChartCard({ title, points, bucket, grossName, netName, countName, emptyMessage, netAxis }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const empty = points.every((p) => p.grossCents === 0 && p.netCents === 0 && p.count === 0);
  const gross = points.reduce((n, p) => n + p.grossCents, 0);
  const net = points.reduce((n, p) => n + p.netCents, 0);
  const summary = `${title}, ${points.length} ${bucket}${points.length === 1 ? '' : 's'}: ${grossName} ${cents(gross)}, ${netName} ${cents(net)}.`;
  const table = (
    <TableWrap id={tableId}>
      <table>
        <caption>{summary}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col" className="num">
              {grossName}
            </th>
            <th scope="col" className="num">
              {netName}
            </th>
            <th scope="col" className="num">
              {countName}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.bucket}>
              <th scope="row">{bucketLabel(p.bucket, bucket)}</th>
              <td className="num">{cents(p.grossCents)}</td>
              <td className="num">{cents(p.netCents)}</td>
              <td className="num">{p.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
  return (
    <Card
      title={title}
      actions={
        empty ? undefined : (
          <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            Show as table
          </Button>
        )
      }
    >
      {empty ? (
        <EmptyState message={emptyMessage} />
      ) : asTable ? (
        table
      ) : (
        <>
          <ChartBoundary fallback={table}>
            <ChartFrame role="img" tabIndex={0} aria-label={`${summary} Chart; choose Show as table for every figure.`}>
              <Suspense fallback={<Skeleton $height={240} aria-hidden="true" />}>
                <MoneyChart points={points} bucket={bucket} grossName={grossName} netName={netName} netAxis={netAxis} />
              </Suspense>
            </ChartFrame>
          </ChartBoundary>
          <Muted>{summary}</Muted>
        </>
      )}
    </Card>
  );
}
