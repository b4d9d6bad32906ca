import { Field, Float, ID, InputType } from '@nestjs/graphql';
import type { RefundParentType } from '@pg/domain';

import { RefundParentTypeEnum } from './refund-enums';

@InputType()
export class RefundLineItemInput {
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float, { nullable: true }) amount?: number | null;
}

/** requestRefund(refund: ...) of spec 001 section 7. */
@InputType()
export class RequestRefundInput {
  @Field(() => [RefundLineItemInput]) lineItems!: RefundLineItemInput[];
  @Field(() => ID, { description: 'The invoice or checkout refunded' }) parentEntityId!: string;
  @Field(() => Float, { nullable: true, description: "The client's total; the server computes it from the line items and the policy terms" })
  requestedAmount?: number | null;
  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => String, { nullable: true }) pointOfContact?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => RefundParentTypeEnum, { nullable: true, defaultValue: 'invoice' }) type?: RefundParentType | null;
}
