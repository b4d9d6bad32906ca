import { randomUUID } from 'node:crypto';

import { MikroORM } from '@mikro-orm/postgresql';

import { ormConfig } from '../src/database/mikro-orm.config';
import { accountBalances } from '../src/ledger/ledger-balances';
import { bookInvariants } from './support/ledger-fixtures';
import { createTestDatabase } from './test-database';

// The double-entry migration on yesterday's data: every ledger entry of the running-balance
// ledger becomes a balanced journal with the same id, key and order, and every organization's
// payable balance is the balance it had.
describe('the double-entry migration from running balances', () => {
  it('turns every kind of entry into a balanced journal and keeps each balance', async () => {
    const db = await createTestDatabase('ledger_migration');
    const orm = await MikroORM.init(ormConfig(db.url));
    try {
      await orm.migrator.up({ to: 'Migration20261123073727_disputes' });
      const sql = orm.em.getConnection();
      const [a, b] = [randomUUID(), randomUUID()];
      await sql.execute(
        `insert into organization (id, created_at, updated_at, name, type, status, current_balance_cents, ledger_entry_count) values
         (?, now(), now(), 'Old Tours', 'agency', 'active', 0, 0), (?, now(), now(), 'Old Hotel', 'hotel', 'active', 0, 0)`,
        [a, b],
      );
      // As LedgerService wrote them: signed amounts, the balance after each, keys by type.
      const entries: [string, string, number, string, string][] = [
        [a, 'invoicePayment', 96_50, 'invoice', 'invoicePayment:invoice:%s'],
        [a, 'checkoutPayment', 200_00, 'webPayment', 'checkoutPayment:webPayment:%s'],
        [a, 'refund', -50_00, 'refund', 'refund:refund:%s'],
        [a, 'dispute', -100_00, 'dispute', 'dispute:dispute:%s'],
        [a, 'dispute', -15_00, 'dispute', 'dispute-fee:dispute:%s'],
        [a, 'disputeWon', 100_00, 'dispute', 'disputeWon:dispute:%s'],
        [a, 'disbursement', -20_00, 'webPayment', 'disbursement:webPayment:%s'],
        [b, 'invoicePayment', 300_00, 'invoice', 'invoicePayment:invoice:%s'],
        [b, 'transfer', -300_00, 'transfer', 'transfer:%s'],
        [b, 'transferReversal', 300_00, 'transfer', 'transfer-reversal:%s'],
      ];
      const balances = new Map<string, number>();
      for (const [org, type, cents, sourceType, key] of entries) {
        const after = (balances.get(org) ?? 0) + cents;
        balances.set(org, after);
        const id = randomUUID();
        await sql.execute(
          `insert into ledger_entry (id, organization_id, transaction_type, amount_cents, balance_cents, remarks, source_type, source_id, source_key, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, now())`,
          [id, org, type, cents, after, `${type} ${cents}`, sourceType, randomUUID(), key.replace('%s', id)],
        );
        await sql.execute('update organization set current_balance_cents = ?, ledger_entry_count = ledger_entry_count + 1 where id = ?', [after, org]);
      }

      await orm.migrator.up();
      expect(await bookInvariants(orm.em.fork())).toEqual({ unbalancedJournals: 0, totalCents: 0, journals: entries.length });
      const read = await accountBalances(orm.em.fork(), [`payable:${a}`, `payable:${b}`]);
      expect(-(read.get(`payable:${a}`)?.balanceCents ?? 0)).toBe(balances.get(a));
      expect(-(read.get(`payable:${b}`)?.balanceCents ?? 0)).toBe(balances.get(b));
      expect(read.get(`payable:${a}`)?.postings).toBe(7);
      // The other side of each: the processor's clearing, the fee and chargeback accounts, the bank.
      const [fee] = await sql.execute<{ s: string }[]>(`select sum(amount_cents) as s from ledger_posting where account_id = 'platform:dispute-fee-revenue'`);
      expect(Number(fee.s)).toBe(-15_00);
      const [bank] = await sql.execute<{ s: string }[]>(`select sum(amount_cents) as s from ledger_posting where account_id = 'platform:bank-settlement'`);
      expect(Number(bank.s)).toBe(-20_00);
      // A new organization gets its payable from the trigger.
      const c = randomUUID();
      await sql.execute(`insert into organization (id, created_at, updated_at, name, type, status) values (?, now(), now(), 'New Lodge', 'hotel', 'active')`, [
        c,
      ]);
      expect(await sql.execute('select id from ledger_account where id = ?', [`payable:${c}`])).toHaveLength(1);
    } finally {
      await orm.close();
      await db.drop();
    }
  });
});
