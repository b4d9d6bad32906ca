import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CHECKOUT_STATUSES, type CheckoutStatus, type RefundPolicyTerms } from '@pg/domain';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { RefundPolicyTermsEnum } from '../../common/graphql-enums';
import { PaymentGatewayRef } from '../../invoices/dtos/invoice.type';
import { OrganizationType } from '../../organizations/dtos/organization.type';

// GraphQL shapes of spec 000 "WebPayment" / spec 002 "Web payment". Amounts are decimals with
// 2 places here; the entities keep cents.

export const WebPaymentStatusEnum = Object.fromEntries(CHECKOUT_STATUSES.map((s) => [s, s])) as Record<CheckoutStatus, CheckoutStatus>;
registerEnumType(WebPaymentStatusEnum, { name: 'WebPaymentStatus' });

@ObjectType('WebPaymentMetadata')
export class WebPaymentMetadataEntry {
  @Field(() => String) key!: string;
  @Field(() => String) value!: string;
}

@ObjectType('WebPaymentPayment')
export class WebPaymentPaymentType {
  @Field(() => ID) id!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String) status!: string;
  @Field(() => String, { nullable: true, description: "The processor's charge id" }) chargeId!: string | null;
  @Field(() => String, { description: 'Issue 41: the processor of this attempt (adapter name: sandbox, sandboxB, stripe, authorizeNet)' })
  processor!: string;
  @Field(() => String, { nullable: true }) failCode!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Issue 41: the failed answer's decline class (hard, retryableElsewhere, authenticationRequired, unknownOutcome)",
  })
  declineClass!: string | null;
  @Field(() => String, { nullable: true }) failMessage!: string | null;
  @Field(() => DateTimeScalar) createdAt!: Date;
}

@ObjectType('WebPayment')
export class WebPaymentType {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => WebPaymentStatusEnum) status!: CheckoutStatus;
  @Field(() => Float) amount!: number;
  @Field(() => Float, { description: 'Percent' }) platformFeePercent!: number;
  @Field(() => Float, { description: 'Customer processing fee (amount), added to the amount' }) transactionFee!: number;
  @Field(() => Float, { description: 'Merchant processing fee (amount), deducted at transfer' }) merchantProcessingFee!: number;
  @Field(() => Float, { description: 'amount + transactionFee: what the customer is charged' }) total!: number;
  @Field(() => String) accessKey!: string;
  @Field(() => String) cancelUrl!: string;
  @Field(() => String) responseUrl!: string;
  @Field(() => String) currency!: string;
  @Field(() => [WebPaymentMetadataEntry]) metadata!: WebPaymentMetadataEntry[];
  @Field(() => String, { nullable: true }) orderId!: string | null;
  @Field(() => RefundPolicyTermsEnum) refundPolicyTerms!: RefundPolicyTerms;
  @Field(() => OrganizationType) owner!: OrganizationType;
  @Field(() => PaymentGatewayRef, { nullable: true }) paymentGateway!: PaymentGatewayRef | null;
  @Field(() => Float, { description: 'amount - merchantProcessingFee: the Net the merchant is paid (spec 002 s9)' }) payable!: number;
  @Field(() => [WebPaymentPaymentType], { description: 'Transaction history (empty on the public checkout page)' }) payments!: WebPaymentPaymentType[];
  @Field(() => String, { nullable: true, description: "Transaction #: the successful charge's id at the processor (bank-side admin only)" })
  gatewayTransactionId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The transfer that paid it out (null until transferred)' }) transferId!: string | null;
  @Field(() => String, { nullable: true, description: 'The payer of the successful payment (signed-in views only)' }) customerName!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) paidAt!: Date | null;
  @Field(() => DateTimeScalar, { nullable: true }) disbursedAt!: Date | null;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => DateTimeScalar) updatedAt!: Date;
  @Field(() => Boolean, { description: 'false: a test checkout (made with a test key): paid at the Sandbox, never paid out, in no report' })
  livemode!: boolean;
}

@ObjectType('WebPaymentList')
export class WebPaymentList {
  @Field(() => [WebPaymentType]) items!: WebPaymentType[];
  @Field(() => Int) total!: number;
}

/** Where the customer goes next (getWebPaymentResponseUrl, payWebPayment, cancelWebPayment). */
@ObjectType('WebPaymentRedirect')
export class WebPaymentRedirect {
  @Field(() => ID) id!: string;
  @Field(() => WebPaymentStatusEnum) status!: CheckoutStatus;
  @Field(() => String) responseUrl!: string;
  @Field(() => String) cancelUrl!: string;
}
