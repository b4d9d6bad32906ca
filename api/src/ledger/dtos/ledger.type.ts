import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LEDGER_ACCOUNT_KINDS, LEDGER_TRANSACTION_TYPES, type LedgerAccountKind, type LedgerTransactionType } from '@pg/domain';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { OrganizationType } from '../../organizations/dtos/organization.type';

// GraphQL shapes of spec 002 s3 "Ledger entry" and "Outstanding amount". Amounts are decimals
// with 2 places here; the entities keep cents.

export const LedgerTransactionTypeEnum = Object.fromEntries(LEDGER_TRANSACTION_TYPES.map((t) => [t, t])) as Record<
  LedgerTransactionType,
  LedgerTransactionType
>;
registerEnumType(LedgerTransactionTypeEnum, { name: 'LedgerTransactionType', description: 'What moved the balance; the sign of amount follows it' });

@ObjectType('LedgerEntry')
export class LedgerEntryType {
  @Field(() => ID, { description: 'The journal (money event) the entry belongs to' }) id!: string;
  @Field(() => Float, {
    description: "Signed on the account's normal side: for a payable, positive credits the balance (owed to the organization), negative debits it",
  })
  amount!: number;
  @Field(() => LedgerTransactionTypeEnum) transactionType!: LedgerTransactionType;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => Float, { description: 'The balance right after this entry' }) balance!: number;
  @Field(() => String) remarks!: string;
  @Field(() => String, { description: 'What it came from: invoice, refund, transfer, webPayment, dispute' }) sourceType!: string;
  @Field(() => ID) sourceId!: string;
}

@ObjectType()
export class LedgerEntryList {
  @Field(() => [LedgerEntryType], { description: 'Newest first' }) items!: LedgerEntryType[];
  @Field(() => Int) total!: number;
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page (keyset: as fast at any depth); null on the last page' })
  endCursor!: string | null;
}

@ObjectType()
export class OutstandingAmount {
  @Field(() => Float, { description: 'What the platform owes merchants and has not yet transferred: the sum of positive balances' })
  amount!: number;
  @Field(() => Float, { description: 'What organizations with a negative balance owe the platform, never netted into amount' })
  owing!: number;
  @Field(() => Int, { description: 'How many organizations owe money' })
  owingOrganizations!: number;
}

export const LedgerAccountKindEnum = Object.fromEntries(LEDGER_ACCOUNT_KINDS.map((k) => [k, k])) as Record<LedgerAccountKind, LedgerAccountKind>;
registerEnumType(LedgerAccountKindEnum, { name: 'LedgerAccountKind' });

/** One of the platform's own accounts (fee revenue, dispute fees, clearing per processor...). */
@ObjectType('LedgerAccount')
export class LedgerAccountType {
  @Field(() => ID) id!: string;
  @Field(() => LedgerAccountKindEnum) kind!: LedgerAccountKind;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'The card processor of a clearing account' }) processor!: string | null;
  @Field(() => Float, { description: 'On its normal side: revenue and bank settlement as positive credits, clearing as a positive debit' }) balance!: number;
  @Field(() => Int, { description: 'How many entries it has' }) entries!: number;
}

@ObjectType()
export class LedgerOrganizationList {
  @Field(() => [OrganizationType]) items!: OrganizationType[];
  @Field(() => Int) total!: number;
}
