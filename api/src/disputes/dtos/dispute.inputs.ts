import { Field, Float, ID, InputType } from '@nestjs/graphql';

/** An uploaded file (issuePresignedURL's fileName) sent with the decline. */
@InputType()
export class DisputeFileInput {
  @Field(() => String, { description: 'The fileName issuePresignedURL returned' }) path!: string;
  @Field(() => String, { nullable: true }) caption?: string | null;
  @Field(() => String, { nullable: true }) mimetype?: string | null;
}

/** merchantDenyDispute's dispute input (spec 001 s7): the 'Dispute Decline Form' answers. */
@InputType()
export class MerchantDenyDisputeInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) reasonToWinDispute?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (or an ISO date-time)' }) withdrawalDateByCustomer?: string | null;
  @Field(() => String, { nullable: true, description: 'paidInCash, paidViaWireTransfer or paidViaPaymentGateway (the default)' })
  customerAlreadyRefunded?: string | null;
  @Field(() => String, { nullable: true }) refundDate?: string | null;
  @Field(() => Float, { nullable: true, description: 'Defaults to 0' }) refundAmount?: number | null;
  @Field(() => ID, { nullable: true, description: "One of the invoice's refunds, when refunded via the payment gateway" }) refundId?: string | null;
  @Field(() => String, { nullable: true }) refundDescription?: string | null;
  @Field(() => String, { nullable: true }) creditVoucherGivenDate?: string | null;
  @Field(() => Float, { nullable: true, description: 'Defaults to 0' }) creditVoucherAmount?: number | null;
  @Field(() => String, { nullable: true }) creditVoucherDescription?: string | null;
  @Field(() => String, { nullable: true }) calcellationDelayDate?: string | null;
  @Field(() => String, { nullable: true }) calcellationDelayDescription?: string | null;
  @Field(() => String, { nullable: true }) otherReasonDescription?: string | null;
  @Field(() => String, { nullable: true, description: "Defaults to ' Travel Related Expense'" }) productOrServiceDetails?: string | null;
  @Field(() => String, { nullable: true }) productServiceTypeProvided?: string | null;
  @Field(() => String, { nullable: true }) additionalInformation?: string | null;
  @Field(() => DisputeFileInput, { nullable: true, description: 'Required: one image or PDF' }) supportingDocument?: DisputeFileInput | null;
  @Field(() => DisputeFileInput, { nullable: true }) refundProof?: DisputeFileInput | null;
  @Field(() => DisputeFileInput, { nullable: true }) creditVoucherProof?: DisputeFileInput | null;
}
