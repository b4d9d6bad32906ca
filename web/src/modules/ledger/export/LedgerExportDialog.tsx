import { Alert, Button, Dialog, SelectField, TextField } from '@pg/ui-kit';
import { useState } from 'react';

import type { PlatformAccount } from '../graphql/ledger';
import { downloadLedgerCsv, type ExportProgress } from './downloadLedgerCsv';

export interface LedgerExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Accounts to offer besides "All accounts" (the platform's, for PG Admin). */
  accounts: readonly Pick<PlatformAccount, 'id' | 'name'>[];
  /** An account to start with (e.g. the organization whose ledger is open). */
  initialAccount?: { id: string; name: string } | null;
  download?: typeof downloadLedgerCsv;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** What the range fields say is wrong, or undefined. */
export function exportRangeError(from: string, to: string): string | undefined {
  if (!from || !to) return 'Please choose a start and an end date';
  return from > to ? 'The start date must not be after the end date' : undefined;
}

/** Ledger export (CSV) for bank and platform staff: a date range, an account, progress while it downloads. */
export function LedgerExportDialog({ open, onClose, accounts, initialAccount = null, download = downloadLedgerCsv }: LedgerExportDialogProps) {
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))));
  const [to, setTo] = useState(isoDay(today));
  const [account, setAccount] = useState(initialAccount?.id ?? '');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const rangeError = touched ? exportRangeError(from, to) : undefined;
  const options = [
    { value: '', label: 'All accounts' },
    ...(initialAccount && !accounts.some((a) => a.id === initialAccount.id) ? [{ value: initialAccount.id, label: initialAccount.name }] : []),
    ...accounts.map((a) => ({ value: a.id, label: a.name })),
  ];

  const start = async () => {
    setTouched(true);
    if (exportRangeError(from, to)) return;
    setBusy(true);
    setError(null);
    try {
      await download({ from, to, account }, setProgress);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The ledger could not be exported. Please try again');
    } finally {
      setBusy(false);
    }
  };
  const percent = progress?.total ? Math.min(100, Math.round((progress.rows / progress.total) * 100)) : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Export Ledger"
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void start()} loading={busy} disabled={busy}>
            Export CSV
          </Button>
        </>
      }
    >
      <TextField label="From" name="from" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} error={rangeError} />
      <TextField label="To" name="to" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
      <SelectField label="Account" name="account" options={options} value={account} onChange={setAccount} />
      {progress && (
        <div role="status" aria-live="polite">
          <progress max={100} value={percent ?? undefined} aria-label="Export progress" />{' '}
          {busy
            ? `${progress.rows.toLocaleString('en-US')}${progress.total !== null ? ` of ${progress.total.toLocaleString('en-US')}` : ''} rows received`
            : `${progress.rows.toLocaleString('en-US')} rows exported`}
        </div>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
    </Dialog>
  );
}
