import { useMutation } from '@apollo/client/react';
import { formatDateTime, REPORT_KIND_LABELS, REPORT_PERIOD_LABELS } from '@pg/domain';
import { Alert, Badge, Button, Card, ConfirmDialog, EmptyState, Spinner, useToast } from '@pg/ui-kit';
import { type ReactNode, useState } from 'react';

import { DELETE_SCHEDULED_REPORT, PAUSE_SCHEDULED_REPORT, RESUME_SCHEDULED_REPORT, type ScheduledReport, SEND_SCHEDULED_REPORT_NOW } from '../graphql/reports';
import { Actions, Item, Items, Reason, ReportName, What, When } from './reports.styles';

/** The report's name as the list and the buttons' names say it: "Checkouts, Daily". */
export const reportName = (r: Pick<ScheduledReport, 'kind' | 'period'>) => `${REPORT_KIND_LABELS[r.kind]}, ${REPORT_PERIOD_LABELS[r.period]}`;

/** Times in UTC, as the schedules are set. */
const utc = (value: string | null | undefined) => (value ? `${formatDateTime(value, 'UTC')} UTC` : null);

interface ScheduledReportListProps {
  reports: readonly ScheduledReport[];
  loading: boolean;
  error?: Error;
  onRetry: () => void;
  onChanged: () => void;
}

/** The person's scheduled reports: status, next run (from Temporal), last sent; Pause/Resume, Send now, Delete. */
export function ScheduledReportList({ reports, loading, error, onRetry, onChanged }: ScheduledReportListProps) {
  const toast = useToast();
  const [pause] = useMutation(PAUSE_SCHEDULED_REPORT);
  const [resume] = useMutation(RESUME_SCHEDULED_REPORT);
  const [sendNow] = useMutation(SEND_SCHEDULED_REPORT_NOW);
  const [remove, removal] = useMutation(DELETE_SCHEDULED_REPORT);
  const [busy, setBusy] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ScheduledReport | null>(null);

  /** One action at a time per report; errors are the app's notice (the row stays as it was). */
  const act = (id: string, run: () => Promise<unknown>, done: string) => {
    setBusy(id);
    void run()
      .then(
        () => {
          toast.success(done);
          onChanged();
        },
        () => undefined,
      )
      .finally(() => setBusy(null));
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    void remove({ variables: { id: toDelete.id } }).then(
      () => {
        toast.success('Scheduled Report Deleted');
        setToDelete(null);
        onChanged();
      },
      () => setToDelete(null),
    );
  };

  let body: ReactNode;
  if (error && reports.length === 0) {
    body = (
      <Alert tone="danger" title="Could not load your scheduled reports">
        {error.message}{' '}
        <Button variant="ghost" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  } else if (loading && reports.length === 0) {
    body = <Spinner label="Loading scheduled reports" />;
  } else if (reports.length === 0) {
    body = <EmptyState message="No scheduled reports yet">Choose a report and how often: it arrives by e-mail as a CSV file.</EmptyState>;
  } else {
    body = (
      <Items aria-label="Your scheduled reports">
        {reports.map((r) => {
          const name = reportName(r);
          return (
            <Item key={r.id}>
              <What>
                <ReportName>{name}</ReportName>
                <Badge tone={r.paused ? 'warning' : 'success'}>{r.paused ? 'Paused' : 'Active'}</Badge>
                {r.pausedReason && <Reason>{`Paused by itself: ${r.pausedReason}`}</Reason>}
              </What>
              <When>
                <dt>Next run</dt>
                <dd>{r.paused ? 'None while paused' : (utc(r.nextRunAt) ?? 'Not known right now')}</dd>
                <dt>Last sent</dt>
                <dd>{utc(r.lastSentAt) ?? 'Not sent yet'}</dd>
              </When>
              <Actions>
                {r.paused ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Resume ${name}`}
                    loading={busy === r.id}
                    onClick={() => act(r.id, () => resume({ variables: { id: r.id } }), 'Scheduled Report Resumed')}
                  >
                    Resume
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Pause ${name}`}
                    loading={busy === r.id}
                    onClick={() => act(r.id, () => pause({ variables: { id: r.id } }), 'Scheduled Report Paused')}
                  >
                    Pause
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Send now: ${name}`}
                  disabled={busy === r.id}
                  onClick={() => act(r.id, () => sendNow({ variables: { id: r.id } }), 'Report sent: it arrives in your e-mail shortly')}
                >
                  Send now
                </Button>
                <Button variant="ghost" size="sm" aria-label={`Delete ${name}`} disabled={busy === r.id} onClick={() => setToDelete(r)}>
                  Delete
                </Button>
              </Actions>
            </Item>
          );
        })}
      </Items>
    );
  }

  return (
    <Card title="Your Scheduled Reports" flush={reports.length > 0}>
      {body}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Scheduled Report"
        message={toDelete ? `Delete the ${reportName(toDelete).toLowerCase()} report? It is no longer sent; reports already sent stay in your e-mail.` : ''}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        confirmVariant="danger"
        loading={removal.loading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
