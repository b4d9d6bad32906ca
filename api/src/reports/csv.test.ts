import { checkoutReportHeader, checkoutReportRow } from '../checkouts/checkout-report';
import type { WebPaymentRecord } from '../checkouts/web-payment.mapper';
import { csvAmount, csvCell, toCsv } from './csv';

// Review 49 s2: amounts are numbers to a spreadsheet; the formula guard covers full-width signs.
describe('CSV amounts and the formula guard', () => {
  it('writes negative amounts as numbers, not quote-prefixed text', () => {
    expect(csvAmount(-20)).toBe('-0.20');
    expect(csvCell(csvAmount(-20))).toBe('-0.20');
    expect(csvCell('-12')).toBe('-12');
    expect(toCsv(['Net'], [[csvAmount(-123456)]])).toBe('Net\r\n-1234.56\r\n');
  });

  it('a checkout whose fee is larger than its amount has a negative Net that SUM() counts', () => {
    const checkout = {
      createdAt: new Date('2026-03-05T10:00:00Z'),
      paidAt: null,
      code: 'CHK-1',
      orderId: '-5',
      currency: 'USD',
      amountCents: 10,
      transactionFeeCents: 0,
      merchantProcessingFeeCents: 30,
      status: 'unpaid',
      owner: { name: '=Org' },
    } as unknown as WebPaymentRecord;
    const csv = toCsv(checkoutReportHeader(true), [checkoutReportRow(checkout, true)]);
    expect(csv.split('\r\n')[1]).toBe("'=Org,05-Mar-2026,CHK-1,-5,USD,0.10,0.00,0.10,0.30,-0.20,Unpaid,");
  });

  it('still neutralises formulas, the full-width ＝ ＋ － ＠ too', () => {
    for (const text of ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '-cmd|x', '\t=1', '＝1+1', '＋1', '－1+1', '＠SUM(A1)']) {
      expect({ text, cell: csvCell(text) }).toEqual({ text, cell: `'${text}` });
    }
    expect(csvCell('-1e3')).toBe("'-1e3");
  });
});
