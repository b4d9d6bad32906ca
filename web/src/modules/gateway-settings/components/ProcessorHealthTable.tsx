import { useQuery } from '@apollo/client/react';
import { Alert, Button, DataTable } from '@pg/ui-kit';

import { PROCESSOR_HEALTH } from '../graphql/processorHealth';

/** The circuit breaker's states in words: what the charge does with the processor now. */
export const BREAKER_STATE_LABELS: Record<string, string> = {
  closed: 'Healthy (closed)',
  halfOpen: 'Probing (half-open)',
  open: 'Skipped (open)',
};

export const PROCESSOR_HEALTH_LOAD_ERROR = 'Processor health could not be loaded.';

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(rate === 1 || rate === 0 ? 0 : 1)}%`);

/**
 * Issue 41: each available processor's health from the platform's recent calls (the last 200 per
 * worker): circuit breaker state, success rate (a declined card is a processor that works) and
 * p95 latency. Refreshed every 10 seconds while shown.
 */
export function ProcessorHealthTable() {
  const { data, loading, error, refetch } = useQuery(PROCESSOR_HEALTH, { pollInterval: 10_000 });
  if (error && !data) {
    return (
      <Alert tone="danger" title={PROCESSOR_HEALTH_LOAD_ERROR}>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <DataTable
      caption="Processor health"
      rows={data?.processorHealth ?? []}
      loading={loading && !data}
      getRowId={(row) => row.processor}
      emptyText="No processor is configured"
      columns={[
        { key: 'displayName', label: 'Processor' },
        { key: 'state', label: 'Circuit Breaker', render: (row) => BREAKER_STATE_LABELS[row.state] ?? row.state },
        { key: 'successRate', label: 'Success Rate', align: 'right', render: (row) => percent(row.successRate) },
        { key: 'p95Ms', label: 'p95 Latency', align: 'right', render: (row) => (row.p95Ms === null ? '—' : `${row.p95Ms} ms`) },
        { key: 'calls', label: 'Recent Calls', align: 'right', hideBelow: 'md', render: (row) => String(row.calls) },
      ]}
    />
  );
}
