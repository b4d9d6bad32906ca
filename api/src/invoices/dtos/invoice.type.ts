import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { InvoiceStatus, InvoiceType as InvoiceKind, RefundPolicyTerms } from '@pg/domain';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { RefundPolicyTermsEnum } from '../../common/graphql-enums';
import { StoredFileType } from '../../files/dtos/stored-file.type';
import { OrganizationType } from '../../organizations/dtos/organization.type';
import { InvoiceStatusEnum, InvoiceTypeEnum } from './invoice-enums';

// GraphQL shapes of spec 000 section 3 (Invoice and its parts). Amounts are decimals with
// 2 places here; the entities keep cents.

@ObjectType()
export class InvoiceTotalsType {
  @Field(() => Float) subtotal!: number;
  @Field(() => Float, { description: 'Customer processing fee' }) fee!: number;
  @Field(() => Float) total!: number;
  @Field(() => Float, { description: 'Merchant processing fee deducted from the subtotal' }) merchantFee!: number;
  @Field(() => Float, { description: 'Sum of the disbursements' }) disbursements!: number;
  @Field(() => Float, { description: 'Subtotal - merchant fee - disbursements' }) net!: number;
}

@ObjectType('LineItem')
export class LineItemType {
  @Field(() => ID) id!: string;
  @Field(() => String) description!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Float) price!: number;
  @Field(() => Float, { description: 'quantity x price' }) total!: number;
  @Field(() => Int) sort!: number;
  @Field(() => ID) invoiceId!: string;
}

@ObjectType()
export class DisbursementRecipient {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) type!: string;
}

@ObjectType('Disbursement')
export class DisbursementType {
  @Field(() => ID) id!: string;
  @Field(() => Float) amount!: number;
  @Field(() => ID) recipientId!: string;
  @Field(() => String) type!: string;
  @Field(() => Boolean, { description: 'The fixed Department Of Immigration row' }) isDefault!: boolean;
  @Field(() => DisbursementRecipient, { nullable: true }) recipient!: DisbursementRecipient | null;
  @Field(() => ID) invoiceId!: string;
  /** Filled by field resolvers. */
  hotelInvoice?: StoredFileType[];
  doiDocument?: StoredFileType[];
}

@ObjectType()
export class PaymentSource {
  @Field(() => String, { nullable: true }) brand!: string | null;
  @Field(() => String, { nullable: true }) last4!: string | null;
}

@ObjectType('Payment')
export class PaymentType {
  @Field(() => ID) id!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String) status!: string;
  @Field(() => Float) platformFee!: number;
  @Field(() => String, { nullable: true, description: 'The processor charge id' }) stripeChargeId!: string | null;
  @Field(() => String) processor!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => String, { nullable: true }) failMessage!: string | null;
  @Field(() => String, { nullable: true }) failCode!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Issue 41: the failed answer's decline class (hard, retryableElsewhere, authenticationRequired, unknownOutcome)",
  })
  declineClass!: string | null;
  @Field(() => PaymentSource) source!: PaymentSource;
}

@ObjectType('Payout')
export class PayoutType {
  @Field(() => ID) id!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String, { nullable: true }) remarks!: string | null;
  @Field(() => DateTimeScalar) payoutDate!: Date;
  @Field(() => ID) invoiceId!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
}

@ObjectType()
export class PayoutList {
  @Field(() => [PayoutType]) items!: PayoutType[];
  @Field(() => Int) total!: number;
}

@ObjectType()
export class InvoiceUser {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

@ObjectType()
export class PaymentGatewayRef {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType()
export class InvoiceTransferRef {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) code!: string | null;
}

@ObjectType('Invoice')
export class InvoiceType {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => String, { description: 'Group name' }) name!: string;
  @Field(() => InvoiceTypeEnum) type!: InvoiceKind;
  @Field(() => InvoiceStatusEnum) status!: InvoiceStatus;
  @Field(() => String) recipientName!: string;
  @Field(() => String) recipientSurName!: string;
  @Field(() => String) recipientEmail!: string;
  @Field(() => Int) numberOfPax!: number;
  @Field(() => DateTimeScalar) dateOfService!: Date;
  @Field(() => DateTimeScalar, { nullable: true }) dateOfArrival!: Date | null;
  @Field(() => String, { nullable: true, description: 'Internal Invoice ID' }) merchantPO!: string | null;
  @Field(() => Float, { description: 'Percent' }) merchantProcessingFee!: number;
  @Field(() => Float, { description: 'Percent' }) platformFeePercent!: number;
  @Field(() => Float, { description: 'Customer processing fee (amount)' }) transactionFee!: number;
  @Field(() => Float, {
    description:
      'Invoice as used in transfers (spec 002 s3): what the invoice brings into a transfer, its payable = subtotal - merchant processing fee (the Payable Amount of /transactions)',
  })
  invoiceAmount!: number;
  @Field(() => RefundPolicyTermsEnum) refundPolicyTerms!: RefundPolicyTerms;
  @Field(() => String) accessKey!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => DateTimeScalar) updatedAt!: Date;
  @Field(() => DateTimeScalar, { nullable: true }) deletedAt!: Date | null;
  @Field(() => DateTimeScalar, { nullable: true }) paidAt!: Date | null;
  @Field(() => DateTimeScalar, { nullable: true }) estimatedDisbursementDate!: Date | null;
  @Field(() => DateTimeScalar, { nullable: true }) actualDisbursementDate!: Date | null;
  @Field(() => String, { nullable: true, description: 'Successful payment gateway transaction id (platform role only)' })
  gatewayTransactionId!: string | null;
  @Field(() => ID, { nullable: true }) transferId!: string | null;
  @Field(() => InvoiceTransferRef, { nullable: true }) transfer!: InvoiceTransferRef | null;
  @Field(() => ID) ownerId!: string;
  @Field(() => ID, { nullable: true }) disbursedById!: string | null;
  @Field(() => Boolean) hasPdf!: boolean;
  @Field(() => String, { nullable: true }) stripePaymentIntentClientSecret!: string | null;
  @Field(() => InvoiceTotalsType) totals!: InvoiceTotalsType;
  @Field(() => PaymentGatewayRef, { nullable: true }) paymentGateway!: PaymentGatewayRef | null;
  /** Whether the caller reached it by access key only: the pay page sees no internals. */
  publicView!: boolean;
  /** The stored integers the decimals came from (not in the schema). */
  internal!: { subtotalCents: number; platformFeeBps: number; merchantFeeBps: number };
  owner?: OrganizationType;
}

@ObjectType()
export class InvoiceList {
  @Field(() => [InvoiceType]) items!: InvoiceType[];
  @Field(() => Int) total!: number;
}

@ObjectType()
export class PaymentResult {
  @Field(() => ID, { nullable: true }) id!: string | null;
  @Field(() => String) status!: string;
  @Field(() => Float) amount!: number;
  @Field(() => Float) platformFee!: number;
}

@ObjectType()
export class OrganizationOption {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) type!: string;
}
