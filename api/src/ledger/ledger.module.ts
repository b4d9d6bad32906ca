import { Global, Module } from '@nestjs/common';

import { ACCOUNT_BALANCES, type AccountBalanceSource } from '../organizations/account-balances';
import { LedgerService } from './ledger.service';
import { accountBalances } from './ledger-balances';

const balanceSource: AccountBalanceSource = {
  balanceCents: async (em, accountId) => (await accountBalances(em, [accountId])).get(accountId)?.balanceCents ?? 0,
};

/** The ledger's writer, for every domain's money events (API and worker), and account balances for organizations/. */
@Global()
@Module({
  providers: [LedgerService, { provide: ACCOUNT_BALANCES, useValue: balanceSource }],
  exports: [LedgerService, ACCOUNT_BALANCES],
})
export class LedgerModule {}
