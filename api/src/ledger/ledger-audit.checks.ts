import type { EntityManager } from '@mikro-orm/postgresql';
import type { LedgerAuditDifference } from '@pg/workflows';

/**
 * Checkout payments of live checkouts: a test checkout's (test mode) Sandbox charge is real at the
 * Sandbox but posts no journal, so the books are compared with live payments only.
 */
const LIVE_CHECKOUT_PAYMENTS = `checkout_payment where web_payment_id in (select id from web_payment where livemode)`;

/** How many differences one check reports at most (the rest are counted, not listed). */
const LIMIT = 200;

type Row = { subject: string; detail: string };

/**
 * The books' invariants and the Sandbox's records, as set-based SQL over the whole database.
 * Each query returns the rows that differ (subject + what differs); none is a clean check. The
 * Sandbox is compared per charge (what it holds after refunds and disputes = that charge's
 * clearing postings, so a difference names the charge) and in total (which also catches
 * clearing postings that belong to no charge).
 */
const SQL_CHECKS: { check: string; sql: string }[] = [
  {
    check: 'balancedJournals',
    sql: `select j.source_key as subject, 'journal ' || j.id || ': ' || count(p.id) || ' lines summing to ' || coalesce(sum(p.amount_cents), 0) as detail
          from ledger_journal j left join ledger_posting p on p.journal_id = j.id
          group by j.id having count(p.id) < 2 or coalesce(sum(p.amount_cents), 0) <> 0`,
  },
  {
    check: 'booksSumToZero',
    sql: `select 'all accounts' as subject, 'postings sum to ' || sum(amount_cents) || ' cents, not 0' as detail from ledger_posting having coalesce(sum(amount_cents), 0) <> 0`,
  },
  {
    check: 'rollups',
    sql: `with m as (select through_xid from ledger_rollup_mark where id = 1),
          s as (select account_id, sum(amount_cents) as total, count(*) as n,
                       sum(case when tx_id >= (select through_xid from m) then amount_cents else 0 end) as tail
                from ledger_posting group by account_id)
          select a.id as subject, 'balance read ' || (coalesce(r.balance_cents, 0) + coalesce(s.tail, 0)) || ', postings sum to ' || coalesce(s.total, 0) as detail
          from ledger_account a left join ledger_rollup r on r.account_id = a.id left join s on s.account_id = a.id
          where coalesce(r.balance_cents, 0) + coalesce(s.tail, 0) <> coalesce(s.total, 0)`,
  },
  {
    check: 'payments',
    sql: `select i.code as subject, count(j.id) || ' payment journals for a paid invoice (expected 1)' as detail
          from invoice i left join ledger_journal j on j.source_type = 'invoice' and j.source_id = i.id and j.transaction_type = 'invoicePayment'
          where i.status in ('paid', 'disbursed') and i.deleted_at is null group by i.id, i.code having count(j.id) <> 1
          union all
          select w.code, count(j.id) || ' payment journals for a paid checkout (expected 1)'
          from web_payment w left join ledger_journal j on j.source_type = 'webPayment' and j.source_id = w.id and j.transaction_type = 'checkoutPayment'
          where w.paid_at is not null and w.livemode group by w.id, w.code having count(j.id) <> 1`,
  },
  {
    check: 'refunds',
    sql: `select r.code as subject, 'refunded at the processor but ' || count(j.id) || ' refund journals (expected 1)' as detail
          from refund r left join ledger_journal j on j.source_key = 'refund:refund:' || r.id::text
          where r.processor_refund_id is not null and r.livemode group by r.id, r.code having count(j.id) <> 1
          union all
          select j.source_key, coalesce('a refund journal for ' || r.code || ', which was not refunded at the processor', 'a refund journal for no refund')
          from ledger_journal j left join refund r on r.id = j.source_id
          where j.transaction_type = 'refund' and j.source_type = 'refund' and j.source_key like 'refund:refund:%' and (r.id is null or r.processor_refund_id is null)
          union all
          select coalesce(i.code, w.code), 'refunds of ' || sum(r.approved) || ' cents exceed the ' || max(r.paid) || ' cents captured'
          from (select r.invoice_id, r.web_payment_id, coalesce(r.approved_amount_cents, r.requested_amount_cents) as approved,
                       coalesce((select p.amount_cents from payment p where p.invoice_id = r.invoice_id and p.status = 'succeeded' limit 1),
                                (select p.amount_cents from checkout_payment p where p.web_payment_id = r.web_payment_id and p.status = 'succeeded' limit 1)) as paid
                from refund r where r.processor_refund_id is not null) r
          left join invoice i on i.id = r.invoice_id left join web_payment w on w.id = r.web_payment_id
          group by coalesce(i.code, w.code) having sum(r.approved) > max(r.paid)`,
  },
  {
    // Issue 47: transfers and the books see a refund at the same moment. A refund a completed
    // transfer deducted is debited from the payable by the same amount (its reserve, or the card
    // refund's journal before reserves existed); a reserve stays only while a transfer can count
    // it (it is released when the refund is denied or not refunded); a released refund a transfer
    // paid back was released in the books.
    check: 'refundTransfers',
    sql: `select r.code as subject, 'deducted by transfer ' || t.code || ' as ' || ti.amount_cents || ' cents, the ledger debits the merchant ' || coalesce(b.debit, 0) || ' cents for it' as detail
          from transfer_item ti join transfer t on t.id = ti.transfer_id and t.status = 'completed' join refund r on r.id = ti.item_id
          left join (select j.source_id, sum(p.amount_cents) as debit from ledger_journal j join ledger_posting p on p.journal_id = j.id and p.account_id like 'payable:%'
                     where j.source_type = 'refund' and j.transaction_type = 'refund' group by j.source_id) b on b.source_id = r.id
          where ti.kind = 'refund' and coalesce(b.debit, 0) <> ti.amount_cents
          union all
          select r.code, 'reserved in the ledger at ' || r.progress_status || ', where no transfer can deduct it and it was not released'
          from refund r join ledger_journal j on j.source_key = 'refundReserve:refund:' || r.id::text
          where r.progress_status not in ('bankApproved', 'pgApproved', 'refunded')
            and not exists (select 1 from ledger_journal x where x.source_key = 'refundRelease:refund:' || r.id::text)
          union all
          select r.code, 'paid back by transfer ' || t.code || ' but not released in the ledger'
          from transfer_item ti join transfer t on t.id = ti.transfer_id and t.status = 'completed' join refund r on r.id = ti.item_id
          where ti.kind = 'releasedRefund' and not exists (select 1 from ledger_journal x where x.source_key = 'refundRelease:refund:' || r.id::text)`,
  },
  {
    // Per payment, on whichever processor: what its refunds and chargebacks took out of the
    // clearing account never exceeds what its payment put in (a won dispute gives it back).
    check: 'captures',
    sql: `with src as (
            select j.id, j.source_type,
                   case j.source_type when 'refund' then coalesce(r.invoice_id, r.web_payment_id) when 'dispute' then coalesce(d.invoice_id, d.web_payment_id) else j.source_id end as payment
            from ledger_journal j
            left join refund r on j.source_type = 'refund' and r.id = j.source_id
            left join dispute d on j.source_type = 'dispute' and d.id = j.source_id
            where j.source_type in ('invoice', 'webPayment', 'refund', 'dispute')),
          s as (
            select src.payment,
                   sum(case when src.source_type in ('invoice', 'webPayment') then p.amount_cents else 0 end) as captured,
                   sum(case when src.source_type in ('refund', 'dispute') then -p.amount_cents else 0 end) as taken
            from ledger_posting p join src on src.id = p.journal_id
            where p.account_id like 'clearing:%' group by src.payment)
          select coalesce(i.code, w.code, s.payment::text) as subject,
                 'refunds and chargebacks of ' || s.taken || ' cents booked against the ' || s.captured || ' cents captured' as detail
          from s left join invoice i on i.id = s.payment left join web_payment w on w.id = s.payment
          where s.taken > s.captured`,
  },
  {
    // Issue 42: after a point-in-time restore, the payments processes completed after the restore
    // point (restore-reconciliation.ts): the processor holds the money, the books do not.
    check: 'capturedNotInBooks',
    sql: `select subject, detail from restore_finding where kind = 'capturedNotInBooks' and resolved_at is null`,
  },
  {
    check: 'chargebacks',
    sql: `select d.code as subject, 'no chargeback journal' as detail from dispute d
          where not exists (select 1 from ledger_journal j where j.source_key = 'dispute:dispute:' || d.id)
            and d.livemode`,
  },
  {
    check: 'processorSandbox',
    sql: `select p.charge_id as subject, coalesce('charged ' || c.amount_cents || ' cents at the Sandbox, ', 'no Sandbox charge, ') || 'the payment says ' || p.amount_cents as detail
          from (select charge_id, amount_cents from payment where processor in ('sandbox', 'sandboxB') and status = 'succeeded'
                union all select charge_id, amount_cents from checkout_payment where processor in ('sandbox', 'sandboxB') and status = 'succeeded') p
          left join sandbox_charge c on c.id::text = p.charge_id
          where c.id is null or c.amount_cents <> p.amount_cents or c.status <> 'succeeded'
          union all
          select r.code, coalesce('refunded ' || sr.amount_cents || ' cents at the Sandbox, ', 'no Sandbox refund, ') || 'the platform refunded ' || coalesce(r.approved_amount_cents, r.requested_amount_cents)
          from refund r left join sandbox_refund sr on sr.id::text = r.processor_refund_id
          where r.processor in ('sandbox', 'sandboxB') and r.processor_refund_id is not null
            and (sr.id is null or sr.amount_cents <> coalesce(r.approved_amount_cents, r.requested_amount_cents) or sr.charge_id::text <> r.charge_id)
          union all
          select coalesce(h.charge_id, b.charge_id, 'clearing:sandbox postings of no charge'), 'the Sandbox holds ' || coalesce(h.cents, 0) || ' cents for this charge, the clearing account ' || coalesce(b.cents, 0)
          from (select c.id::text as charge_id, c.amount_cents - c.refunded_cents - coalesce(case when sd.status <> 'won' then sd.amount_cents end, 0) as cents
                from sandbox_charge c left join sandbox_dispute sd on sd.charge_id = c.id
                where c.status = 'succeeded'
                  and c.id::text in (select charge_id from payment where status = 'succeeded' union select charge_id from ${LIVE_CHECKOUT_PAYMENTS} and status = 'succeeded')) h
          full join (
                select coalesce(pay.charge_id, r.charge_id, d.charge_id) as charge_id, sum(p.amount_cents) as cents
                from ledger_posting p join ledger_journal j on j.id = p.journal_id
                left join (select 'invoice' as source_type, invoice_id as source_id, charge_id from payment where processor in ('sandbox', 'sandboxB') and status = 'succeeded'
                           union all select 'webPayment', web_payment_id, charge_id from checkout_payment where processor in ('sandbox', 'sandboxB') and status = 'succeeded') pay
                  on pay.source_type = j.source_type and pay.source_id = j.source_id
                left join refund r on j.source_type = 'refund' and r.id = j.source_id
                left join dispute d on j.source_type = 'dispute' and d.id = j.source_id
                where p.account_id in ('clearing:sandbox', 'clearing:sandboxB') group by 1) b on b.charge_id = h.charge_id
          where coalesce(h.cents, 0) <> coalesce(b.cents, 0)
          union all
          select 'clearing:sandbox', 'the Sandbox holds ' || held.cents || ' cents for the platform''s payments, the clearing account ' || coalesce(book.cents, 0)
          from (select coalesce(sum(c.amount_cents - c.refunded_cents), 0)
                       - coalesce((select sum(d.amount_cents) from sandbox_dispute d where d.status <> 'won' and d.charge_id in (select id from sandbox_charge where id::text in (select charge_id from payment union select charge_id from ${LIVE_CHECKOUT_PAYMENTS}))), 0) as cents
                from sandbox_charge c where c.status = 'succeeded'
                  and c.id::text in (select charge_id from payment where status = 'succeeded' union select charge_id from ${LIVE_CHECKOUT_PAYMENTS} and status = 'succeeded')) held,
               (select sum(amount_cents) as cents from ledger_posting where account_id in ('clearing:sandbox', 'clearing:sandboxB')) book
          where held.cents <> coalesce(book.cents, 0)`,
  },
];

/**
 * Where Stripe or Authorize.Net is configured, a live payment the Sandbox captured moved no money
 * (security review F1): each one is named, whether SANDBOX_LIVE_PAYMENTS allowed it or not.
 */
const SANDBOX_LIVE_SQL = `select i.code as subject, 'live payment of ' || p.amount_cents || ' cents captured by the Sandbox (charge ' || coalesce(p.charge_id, '-') || '), where a card processor is configured: no money moved' as detail
  from payment p join invoice i on i.id = p.invoice_id where p.processor in ('sandbox', 'sandboxB') and p.status = 'succeeded'
  union all
  select w.code, 'live payment of ' || p.amount_cents || ' cents captured by the Sandbox (charge ' || coalesce(p.charge_id, '-') || '), where a card processor is configured: no money moved'
  from checkout_payment p join web_payment w on w.id = p.web_payment_id where w.livemode and p.processor in ('sandbox', 'sandboxB') and p.status = 'succeeded'`;

export async function sandboxLiveChecks(em: EntityManager): Promise<LedgerAuditDifference[]> {
  const rows = await em.execute<Row[]>(`select * from (${SANDBOX_LIVE_SQL}) c order by subject limit ${LIMIT + 1}`);
  const differences = rows.slice(0, LIMIT).map((row) => ({ check: 'sandboxLive', subject: String(row.subject), detail: String(row.detail) }));
  if (rows.length > LIMIT) differences.push({ check: 'sandboxLive', subject: 'more', detail: `more than ${LIMIT} differences; the first ${LIMIT} are listed` });
  return differences;
}

/** Runs every SQL check; differences per check are capped at LIMIT (the count says how many more). */
export async function ledgerSqlChecks(em: EntityManager): Promise<{ checks: number; differences: LedgerAuditDifference[] }> {
  const differences: LedgerAuditDifference[] = [];
  for (const { check, sql } of SQL_CHECKS) {
    const rows = await em.execute<Row[]>(`select * from (${sql}) c limit ${LIMIT + 1}`);
    for (const row of rows.slice(0, LIMIT)) differences.push({ check, subject: String(row.subject), detail: String(row.detail) });
    if (rows.length > LIMIT) differences.push({ check, subject: 'more', detail: `more than ${LIMIT} differences; the first ${LIMIT} are listed` });
  }
  return { checks: SQL_CHECKS.length, differences };
}

/** Stripe's record of a charge (StripeProcessor.chargeRecord). */
export interface StripeRecords {
  chargeRecord: (chargeId: string) => Promise<{ amountCents: number; refundedCents: number; balanceNetCents: number | null } | null>;
}

/**
 * When Stripe is configured: each Stripe payment's charge as Stripe records it (captured and
 * refunded amounts, its balance transaction) against the platform's payment and refunds. The
 * most recent `max` payments, one request each.
 */
export async function stripeChecks(em: EntityManager, stripe: StripeRecords, max = 500): Promise<LedgerAuditDifference[]> {
  const rows = await em.execute<{ charge_id: string; amount_cents: number; refunded: string }[]>(
    `select p.charge_id, p.amount_cents,
            coalesce((select sum(coalesce(r.approved_amount_cents, r.requested_amount_cents)) from refund r where r.charge_id = p.charge_id and r.processor_refund_id is not null), 0) as refunded
     from (select charge_id, amount_cents, created_at from payment where processor = 'stripe' and status = 'succeeded' and charge_id is not null
           union all select charge_id, amount_cents, created_at from checkout_payment where processor = 'stripe' and status = 'succeeded' and charge_id is not null) p
     order by p.created_at desc limit ?`,
    [max],
  );
  const differences: LedgerAuditDifference[] = [];
  for (const row of rows) {
    const record = await stripe.chargeRecord(row.charge_id);
    if (!record) differences.push({ check: 'processorStripe', subject: row.charge_id, detail: 'no such charge at Stripe' });
    else if (record.amountCents !== Number(row.amount_cents) || record.refundedCents !== Number(row.refunded)) {
      differences.push({
        check: 'processorStripe',
        subject: row.charge_id,
        detail: `Stripe captured ${record.amountCents} and refunded ${record.refundedCents} cents; the platform ${row.amount_cents} and ${row.refunded}`,
      });
    }
  }
  return differences;
}
