import { Badge } from '@pg/ui-kit';

import type { LedgerAuditRun } from '../graphql/ledger';

/** A run's outcome: Clean, N differences, or Failed (the books were not checked that time). */
export function LedgerAuditStatusBadge({ run }: { run: Pick<LedgerAuditRun, 'status' | 'differenceCount'> }) {
  if (run.status === 'clean') return <Badge tone="success">Clean</Badge>;
  if (run.status === 'failed') return <Badge tone="warning">Failed</Badge>;
  return <Badge tone="danger">{`${run.differenceCount} difference${run.differenceCount === 1 ? '' : 's'}`}</Badge>;
}
