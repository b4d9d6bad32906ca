import { Alert } from '@pg/ui-kit';

/** What the "Test data" view of each page holds (test mode): said above the page, so no one takes it for live money. */
export const TEST_DATA_NOTES = {
  checkouts: 'Checkouts made with test keys: paid at the Sandbox, never paid out, in no report. Switch to live data in the header.',
  refunds: 'Refunds of test checkouts: refunded at the Sandbox, never paid out, in no report. Switch to live data in the header.',
  disputes: 'Disputes of test checkouts: raised by the Sandbox, no money moves, in no transfer or report. Switch to live data in the header.',
  dashboard:
    'Figures of test checkouts and their refunds and disputes. Test payments move no money, so there is no balance. Switch to live data in the header.',
} as const;

export function TestDataNote({ page }: { page: keyof typeof TEST_DATA_NOTES }) {
  return (
    <Alert tone="warning" title="Test data">
      {TEST_DATA_NOTES[page]}
    </Alert>
  );
}
