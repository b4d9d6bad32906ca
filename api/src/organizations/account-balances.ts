import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A ledger account's balance in cents (debit-positive), for closing an account. Provided by
 * ledger/ (LedgerModule, global), which sits above organizations/ (its accounts belong to one).
 */
export interface AccountBalanceSource {
  balanceCents: (em: EntityManager, accountId: string) => Promise<number>;
}

export const ACCOUNT_BALANCES = Symbol('ACCOUNT_BALANCES');
