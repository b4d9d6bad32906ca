import type { PaymentBounds } from '@pg/workflows';

// Issue 47: how long a payer's charge is retried (CHARGE_GIVE_UP_MS) and how long a charge of
// unknown outcome is settled with its key before it goes to the reconciliation queue
// (RECONCILE_AFTER_MS). Unset: the processes' defaults (2 minutes, 1 day). Read when a process
// starts and carried in its input.

function positiveMs(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const ms = Number(raw);
  if (!Number.isSafeInteger(ms) || ms < 1000) throw new RangeError(`${name} must be a whole number of milliseconds, at least 1000; got ${raw}`);
  return ms;
}

export function paymentBounds(): PaymentBounds {
  const bounds: PaymentBounds = {};
  const chargeGiveUpMs = positiveMs('CHARGE_GIVE_UP_MS');
  const reconcileAfterMs = positiveMs('RECONCILE_AFTER_MS');
  if (chargeGiveUpMs) bounds.chargeGiveUpMs = chargeGiveUpMs;
  if (reconcileAfterMs) bounds.reconcileAfterMs = reconcileAfterMs;
  return bounds;
}
