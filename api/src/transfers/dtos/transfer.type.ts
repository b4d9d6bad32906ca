import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TRANSFER_ITEM_KINDS, type TransferItemKind } from '@pg/domain';

import { WebPaymentType } from '../../checkouts/dtos/web-payment.type';
import { DateTimeScalar } from '../../common/date-time.scalar';
import type { DisputeType } from '../../disputes/dtos/dispute.type';
import { InvoiceType } from '../../invoices/dtos/invoice.type';
import { RefundType } from '../../refunds/dtos/refund.type';

// GraphQL shapes of spec 002 s3 "Transfer". Amounts are decimals with 2 places here; the
// entities keep cents. Field resolvers fill the lists (transfer-fields.resolver.ts).

export const TransferItemKindEnum = Object.fromEntries(TRANSFER_ITEM_KINDS.map((k) => [k, k])) as Record<TransferItemKind, TransferItemKind>;
registerEnumType(TransferItemKindEnum, { name: 'TransferItemKind' });

@ObjectType('TransferUser')
export class TransferUserType {
  @Field(() => String, { description: "The bank user's name (the provider's when the user is gone)" }) name!: string;
}

@ObjectType('TransferItemOrganization')
export class TransferItemOrganizationType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

/** One item as the transfer counted it. */
@ObjectType('TransferItem')
export class TransferItemType {
  @Field(() => TransferItemKindEnum) kind!: TransferItemKind;
  @Field(() => ID, { description: "The invoice's, checkout's, refund's or dispute's id" }) id!: string;
  @Field(() => String) code!: string;
  @Field(() => String, { description: "The item's status now (an invoice's status, a refund's progress status...)" }) status!: string;
  @Field(() => Float, {
    description:
      "Sub Total (spec 002 s2), unsigned: the item's own subtotal (an invoice's subtotal, a checkout's amount, a refund's line items, a dispute's amount)",
  })
  subtotal!: number;
  @Field(() => Float, {
    description: 'What the item counts in the transfer, unsigned (an invoice or checkout payable, a refund with its fee, a dispute with its fee)',
  })
  amount!: number;
  @Field(() => Float, { description: 'The same with the sign the kind gives it in the total' }) signedAmount!: number;
  @Field(() => TransferItemOrganizationType) organization!: TransferItemOrganizationType;
}

/** An organization the transfer paid more than its balance, as Bank Admin confirmed it. */
@ObjectType('TransferOverdraft')
export class TransferOverdraftType {
  @Field(() => ID) organizationId!: string;
  @Field(() => String) organizationName!: string;
  @Field(() => Float, { description: 'Its balance before the transfer' }) balance!: number;
  @Field(() => Float, { description: 'What the transfer paid it' }) share!: number;
  @Field(() => Float, { description: 'share - balance: what it owed after the transfer' }) overdraft!: number;
}

@ObjectType('Transfer')
export class TransferType {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => Float, { description: 'invoices net + checkouts net - disputes - refunds + won disputes' }) amount!: number;
  @Field(() => DateTimeScalar, { description: 'Date Paid' }) createdAt!: Date;
  @Field(() => DateTimeScalar) updatedAt!: Date;
  @Field(() => String, { nullable: true, description: 'For the bank-side admin only (spec 002 s6); null for other roles' }) notes!: string | null;
  @Field(() => TransferUserType, {
    nullable: true,
    description: "For the bank-side admin only (spec 002 s6); null for other roles, who are shown the provider's name",
  })
  transferredBy!: TransferUserType | null;
  @Field(() => [TransferOverdraftType], { description: 'Organizations paid more than their balances (confirmed by Bank Admin); empty when none' })
  overdrafts!: TransferOverdraftType[];
  /** Resolved by field resolvers: items, invoices, webPayments, refunds, disputes, wonDisputes. */
  items?: TransferItemType[];
  invoices?: InvoiceType[];
  webPayments?: WebPaymentType[];
  refunds?: RefundType[];
  disputes?: DisputeType[];
  wonDisputes?: DisputeType[];
}

@ObjectType()
export class TransferList {
  @Field(() => [TransferType]) items!: TransferType[];
  @Field(() => Int) total!: number;
}
