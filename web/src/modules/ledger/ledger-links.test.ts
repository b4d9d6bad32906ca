import { ledgerExportUrl, ledgerSourceLabel, ledgerSourcePath, platformAccountPath } from './ledger-links';

describe('ledger links', () => {
  it('opens the invoice, checkout, refund, dispute or transfer an entry came from', () => {
    expect(ledgerSourcePath('invoice', 'inv-1')).toBe('/invoices/inv-1');
    expect(ledgerSourcePath('webPayment', 'wp-1')).toBe('/checkouts/wp-1');
    expect(ledgerSourcePath('refund', 'rf-1')).toBe('/refunds/details/rf-1');
    expect(ledgerSourcePath('dispute', 'dp-1')).toBe('/disputes/details/dp-1');
    expect(ledgerSourcePath('transfer', 'trf-1')).toBe('/transfers/trf-1');
    expect(ledgerSourceLabel('webPayment')).toBe('Checkout');
  });

  it('gives a source without a screen no link', () => {
    expect(ledgerSourcePath('adjustment', 'x')).toBeNull();
    expect(ledgerSourcePath('constructor', 'x')).toBeNull();
  });

  it("encodes an account id's ':' in its path; the export names its range and account", () => {
    expect(platformAccountPath('clearing:sandbox')).toBe('/ledger/accounts/clearing%3Asandbox');
    expect(ledgerExportUrl('2026-11-01', '2026-11-30', '')).toBe('/ledger/export.csv?from=2026-11-01&to=2026-11-30');
    expect(ledgerExportUrl('2026-11-01', '2026-11-30', 'payable:org-1')).toBe('/ledger/export.csv?from=2026-11-01&to=2026-11-30&account=payable%3Aorg-1');
  });
});
