import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LEDGER_TRANSACTION_TYPES, type LedgerTransactionType } from '@pg/domain';
import { OrganizationType } from '../../organizations/dtos/organization.type';

// GraphQL shapes of spec 002 s3 "Ledger entry" and "Outstanding amount". Amounts are decimals
// with 2 places here; the entities keep cents.

export const LedgerTransactionTypeEnum = Object.fromEntries(LEDGER_TRANSACTION_TYPES.map((t) => [t, t])) as Record<LedgerTransactionType, LedgerTransactionType>;
registerEnumType(LedgerTransactionTypeEnum, { name: 'LedgerTransactionType', description: 'What moved the balance; the sign of amount follows it' });

@ObjectType('LedgerEntry')
export class LedgerEntryType {
  @Field(() => ID) id!: string;
  @Field(() => Float, { description: 'Signed: positive credits the balance, negative debits it' }) amount!: number;
  @Field(() => LedgerTransactionTypeEnum) transactionType!: LedgerTransactionType;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Float, { description: 'The balance right after this entry' }) balance!: number;
  @Field(() => String) remarks!: string;
  @Field(() => String, { description: 'What it came from: invoice, refund, transfer, webPayment, dispute' }) sourceType!: string;
  @Field(() => ID) sourceId!: string;
}

@ObjectType()
export class LedgerEntryList {
  @Field(() => [LedgerEntryType], { description: 'Newest first' }) items!: LedgerEntryType[];
  @Field(() => Int) total!: number;
}

@ObjectType()
export class OutstandingAmount {
  @Field(() => Float, { description: 'What the platform holds for merchants and has not yet transferred: the sum of their balances' })
  amount!: number;
}

@ObjectType()
export class LedgerOrganizationList {
  @Field(() => [OrganizationType]) items!: OrganizationType[];
  @Field(() => Int) total!: number;
}
