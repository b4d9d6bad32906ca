// What the transfer saga needs done outside the workflow. The API implements these
// (api/src/transfers/transfer.activities.ts); this package only declares them. Each is
// idempotent: run again after a worker dies, it finds its earlier work instead of repeating it.

export interface TransferLockResult {
  /** The transferred amount (spec 002 s4), cents. */
  amountCents: number;
  /** Items taken, of every kind. */
  items: number;
}

export interface TransferReleaseResult {
  /**
   * True when the transfer had already been completed (its marking committed although the saga
   * never heard back): nothing is released, and the saga goes on as a success.
   */
  alreadyCompleted: boolean;
}

export interface TransferActivities {
  /**
   * Takes the requested items for the transfer in one database transaction: each must still be
   * available (spec 002 s4: paid invoices and checkouts without a transfer, bank-approved refunds,
   * disputes without a transfer, won disputes without a refund transfer), else nothing is taken
   * and the saga is refused (TRANSFER_REFUSED) with the codes that were not. Records what was
   * taken and the total.
   */
  lockTransferItems: (input: { transferId: string }) => Promise<TransferLockResult>;
  /** Debits each organization its share of the transfer in its ledger (one entry each). */
  postTransferLedger: (input: { transferId: string }) => Promise<void>;
  /**
   * The saga's pivot, one transaction: invoices and checkouts disbursed, refunds, disputes and
   * won disputes recorded as transferred, the transfer completed. Refused (TRANSFER_REFUSED)
   * when an item changed since it was locked.
   */
  markTransferItems: (input: { transferId: string }) => Promise<void>;
  /** Tells each invoice's and checkout's process that it ended in this transfer (it ends disbursed). */
  endItemProcesses: (input: { transferId: string }) => Promise<void>;
  /**
   * Produces the transfer report (the same PDF as GET /transfer/:id) and e-mails it to the bank
   * and platform staff; each merchant gets its own share only. At least once per recipient: each
   * mail is recorded as it goes, so a retry sends only the ones not recorded.
   */
  notifyTransfer: (input: { transferId: string }) => Promise<void>;

  // Compensations (before the pivot only).
  /** Gives the items back and marks the transfer failed with the reason. */
  releaseTransferItems: (input: { transferId: string; reason: string }) => Promise<TransferReleaseResult>;
  /** Undoes the transfer's ledger entries with reversal entries. */
  reverseTransferLedger: (input: { transferId: string }) => Promise<void>;
}
