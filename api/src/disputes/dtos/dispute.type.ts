import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import type { DisputeProgressStatus, DisputeStatus, RefundParentType } from '@pg/domain';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { RefundParentTypeEnum } from '../../refunds/dtos/refund-enums';
import { DisputeProgressStatusEnum, DisputeStatusEnum } from './dispute-enums';

// GraphQL shapes of spec 001 section 3 (Dispute). Amounts are decimals with 2 places here; the
// entity keeps cents. Field names are the contract's, its spellings included.

/** A dispute's file (spec 001 s3: path, caption, originalUrl). */
@ObjectType('DisputeFile')
export class DisputeFileType {
  @Field(() => ID) id!: string;
  @Field(() => String) path!: string;
  @Field(() => String, { nullable: true }) caption!: string | null;
  @Field(() => String, { description: 'Signed, expiring address to open the file' }) originalUrl!: string;
  @Field(() => String) mimetype!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
}

/** A transfer as a dispute links it (spec 001 s3: transfer {id, code}); resolved by the transfers module. */
@ObjectType('DisputeTransferRef')
export class DisputeTransferRef {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) code!: string | null;
}

/** The checkout disputed (spec 001 s3: webPayment {id, code}). */
@ObjectType('DisputeWebPayment')
export class DisputeWebPaymentType {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => Float) amount!: number;
  @Field(() => Float) transactionFee!: number;
}

@ObjectType('Dispute')
export class DisputeType {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => RefundParentTypeEnum, { description: 'invoice or checkout' }) type!: RefundParentType;
  @Field(() => String, { nullable: true, description: "The processor's dispute id (platform admin only)" }) stripeDisputeId!: string | null;
  @Field(() => String, { nullable: true, description: "The processor's status (platform admin only)" }) stripeStatus!: string | null;
  @Field(() => String, { nullable: true, description: 'The processor that reported it (platform admin only)' }) processor!: string | null;
  @Field(() => Float) disputeAmount!: number;
  @Field(() => DisputeStatusEnum) status!: DisputeStatus;
  @Field(() => DisputeProgressStatusEnum) progressStatus!: DisputeProgressStatus;
  @Field(() => ID, { nullable: true }) invoiceId!: string | null;
  @Field(() => ID, { nullable: true }) webPaymentId!: string | null;
  @Field(() => Boolean, { description: 'false: a dispute of a test checkout (test mode): no money moves, in no transfer or report' })
  livemode!: boolean;
  @Field(() => ID) ownerId!: string;
  @Field(() => String, { description: "The processor's reason (fraudulent, product_not_received, ...)" }) reason!: string;
  @Field(() => DateTimeScalar, { nullable: true }) resolutionDate!: Date | null;
  @Field(() => DateTimeScalar) merchantResponseDueDate!: Date;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => DateTimeScalar) updatedAt!: Date;
  @Field(() => Float, { description: 'The USD 15 fee of an accepted dispute (0 otherwise)' }) acceptanceFee!: number;
  @Field(() => String, { nullable: true }) reasonToWinDispute!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) withdrawalDateByCustomer!: Date | null;
  @Field(() => String, { nullable: true }) customerAlreadyRefunded!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) refundDate!: Date | null;
  @Field(() => Float, { nullable: true }) refundAmount!: number | null;
  @Field(() => ID, { nullable: true }) refundId!: string | null;
  @Field(() => String, { nullable: true }) refundDescription!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) creditVoucherGivenDate!: Date | null;
  @Field(() => Float, { nullable: true }) creditVoucherAmount!: number | null;
  @Field(() => String, { nullable: true }) creditVoucherDescription!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) calcellationDelayDate!: Date | null;
  @Field(() => String, { nullable: true }) calcellationDelayDescription!: string | null;
  @Field(() => String, { nullable: true }) otherReasonDescription!: string | null;
  @Field(() => String, { nullable: true }) productOrServiceDetails!: string | null;
  @Field(() => String, { nullable: true }) productServiceTypeProvided!: string | null;
  @Field(() => String, { nullable: true }) additionalInformation!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) evidenceSubmittedAt!: Date | null;
  @Field(() => String, { nullable: true, description: "The processor's last refusal of the evidence" }) lastError!: string | null;
  @Field(() => ID, { nullable: true }) transferId!: string | null;
  @Field(() => ID, { nullable: true }) refundTransferId!: string | null;
  @Field(() => Boolean, { description: "Waits for the viewer's role (the list's dot and checkbox filter)" }) awaitingMyAction!: boolean;
  @Field(() => [String], { description: 'Decisions the viewer may take now: merchantApprove, merchantDecline, pgApprove, pgReview' })
  availableActions!: string[];
  /** Not in the schema: whether it has evidence files, when the list's statement read it (resolved otherwise by the files loader). */
  hasDocuments?: boolean;
}

@ObjectType()
export class DisputeList {
  @Field(() => [DisputeType]) items!: DisputeType[];
  @Field(() => Int) total!: number;
}

/** A dispute as the invoice details page lists it (spec 000: Dispute Details table). */
@ObjectType()
export class DisputeShort {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => Float) disputeAmount!: number;
  @Field(() => DisputeStatusEnum) status!: DisputeStatus;
  @Field(() => DisputeProgressStatusEnum) progressStatus!: DisputeProgressStatus;
  @Field(() => DateTimeScalar) createdAt!: Date;
}
