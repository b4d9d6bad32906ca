import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { RefundParentType, RefundPolicyTerms, RefundProgressStatus, RefundStatus } from '@pg/domain';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { RefundPolicyTermsEnum } from '../../common/graphql-enums';
import { StoredFileType } from '../../files/dtos/stored-file.type';
import { OrganizationType } from '../../organizations/dtos/organization.type';
import { RefundParentTypeEnum, RefundProgressStatusEnum, RefundStatusEnum } from './refund-enums';

// GraphQL shapes of spec 001 section 3 (Refund and its parts). Amounts are decimals with
// 2 places here; the entities keep cents.

@ObjectType()
export class RefundTotalsType {
  @Field(() => Float) subtotal!: number;
  @Field(() => Float, { description: 'Processing fee refunded (4.99 % under fullRefund terms, else 0)' }) fee!: number;
  @Field(() => Float) total!: number;
}

@ObjectType('RefundLineItem')
export class RefundLineItemType {
  @Field(() => ID) id!: string;
  @Field(() => String) description!: string;
  @Field(() => Float) amount!: number;
}

@ObjectType('RefundProof')
export class RefundProofType {
  @Field(() => ID) id!: string;
  @Field(() => String) url!: string;
  @Field(() => String, { nullable: true }) caption!: string | null;
}

@ObjectType()
export class RefundShort {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => Float) requestedAmount!: number;
  @Field(() => RefundProgressStatusEnum) progressStatus!: RefundProgressStatus;
}

/** A checkout (web payment) as a refund shows it; checkouts arrive with spec 002's module. */
@ObjectType('RefundWebPayment')
export class RefundWebPaymentType {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => Float) amount!: number;
  @Field(() => Float) transactionFee!: number;
  @Field(() => Float) merchantProcessingFee!: number;
  @Field(() => OrganizationType, { nullable: true }) owner!: OrganizationType | null;
  @Field(() => DateTimeScalar) updatedAt!: Date;
  @Field(() => DateTimeScalar) createdAt!: Date;
}

@ObjectType('Refund')
export class RefundType {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => RefundParentTypeEnum) type!: RefundParentType;
  @Field(() => Boolean, { description: 'false: the refund of a test checkout (test mode): refunded at the Sandbox, never paid out, in no report' })
  livemode!: boolean;
  @Field(() => Float) requestedAmount!: number;
  @Field(() => Float, { nullable: true }) approvedAmount!: number | null;
  @Field(() => RefundStatusEnum) status!: RefundStatus;
  @Field(() => RefundProgressStatusEnum) progressStatus!: RefundProgressStatus;
  @Field(() => ID, { nullable: true }) invoiceId!: string | null;
  @Field(() => ID, { nullable: true }) webPaymentId!: string | null;
  @Field(() => ID) ownerId!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => DateTimeScalar) updatedAt!: Date;
  @Field(() => DateTimeScalar, { nullable: true }) closedDate!: Date | null;
  @Field(() => String) reason!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String, { nullable: true }) pointOfContact!: string | null;
  @Field(() => String, { nullable: true }) denialReason!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) transactionDate!: Date | null;
  @Field(() => String, { nullable: true }) transactionId!: string | null;
  @Field(() => String, { nullable: true, description: 'paidInCash, paidViaPaymentGateway or paidViaWireTransfer' }) refundAlreadyPaid!: string | null;
  @Field(() => Float, { nullable: true }) refundAlreadyPaidAmount!: number | null;
  @Field(() => String, { nullable: true }) merchantDeclineReason!: string | null;
  @Field(() => String, { nullable: true }) merchantDeclineExplanation!: string | null;
  @Field(() => Boolean, { nullable: true }) hasCancelPolicyExtended!: boolean | null;
  @Field(() => String, { nullable: true }) extendedCancellationPolicyText!: string | null;
  @Field(() => RefundPolicyTermsEnum) refundPolicyTerms!: RefundPolicyTerms;
  @Field(() => RefundTotalsType) totals!: RefundTotalsType;
  @Field(() => Boolean, { description: "Waits for the viewer's role (the list's dot and checkbox filter)" }) awaitingMyAction!: boolean;
  @Field(() => [String], {
    description: 'Decisions the viewer may take now: merchantApprove, merchantDecline, approve, deny, resolveRefunded, resolveNotRefunded',
  })
  availableActions!: string[];
  @Field(() => String, { nullable: true, description: "The processor's last refusal of resolvedAsRefunded (retryable)" }) lastError!: string | null;
  @Field(() => String, { nullable: true, description: "The processor's refund id (platform only)" }) processorRefundId!: string | null;
  @Field(() => ID, { nullable: true }) transferId!: string | null;
  /** Resolved by field resolvers: lineItems, supportingDocuments, proofs, invoice, webPayment, owner, initiatedBy. */
  lineItems?: RefundLineItemType[];
  supportingDocuments?: StoredFileType[];
  webPayment?: RefundWebPaymentType | null;
  /** Not in the schema: what the resolvers need that the answer does not show. */
  internal!: { requestedById: string | null; hasSupportingDocuments?: boolean };
}

@ObjectType()
export class RefundList {
  @Field(() => [RefundType]) items!: RefundType[];
  @Field(() => Int) total!: number;
}

@ObjectType()
export class RefundInitiator {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) surname!: string | null;
  @Field(() => String) email!: string;
}

@ObjectType()
export class AvailableRefundAmount {
  @Field(() => Float, {
    description:
      'Funds still refundable: what the payer may get back under the terms (the charge under fullRefund, the line items only otherwise) less earlier refunds that were not denied and open or lost disputes',
  })
  amount!: number;
  @Field(() => RefundPolicyTermsEnum) refundPolicyTerms!: RefundPolicyTerms;
  @Field(() => Float, { description: 'The platform fee in percent the payment was priced with' }) platformFee!: number;
  @Field(() => Float, { description: 'Line items the payer paid for: the invoice subtotal or the checkout amount' }) chargedSubtotal!: number;
  @Field(() => Float, { description: 'Processing fee charged to the payer; under fullRefund terms refunds return it pro rata to the lines refunded' })
  chargedFee!: number;
  @Field(() => Float, { description: 'Line items of earlier refunds that were not denied' }) refundedSubtotal!: number;
  @Field(() => Float, { description: 'Processing fees of earlier refunds that were not denied' }) refundedFee!: number;
}
