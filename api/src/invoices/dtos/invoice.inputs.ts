import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import type { InvoiceType as InvoiceKind, RefundPolicyTerms } from '@pg/domain';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { RefundPolicyTermsEnum } from '../../common/graphql-enums';
import { InvoiceTypeEnum } from './invoice-enums';

// Inputs are permissive on purpose (nullable, Float for counts): the domain validators answer
// with the spec's messages instead of GraphQL's generic type errors.

@InputType()
export class AttachFileInput {
  @Field(() => String) path!: string;
  @Field(() => String, { nullable: true }) mimetype?: string | null;
  @Field(() => String, { nullable: true }) caption?: string | null;
  @Field(() => String, { nullable: true, description: 'hotel_invoice or doi_document (from the recipient type when absent)' })
  type?: string | null;
}

@InputType()
export class LineItemInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float, { nullable: true }) quantity?: number | null;
  @Field(() => Float, { nullable: true }) price?: number | null;
}

@InputType()
export class DisbursementInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => ID, { nullable: true }) recipientId?: string | null;
  @Field(() => Float, { nullable: true }) amount?: number | null;
  @Field(() => String, { nullable: true, description: 'Recipient type; taken from the recipient organization' }) type?: string | null;
  @Field(() => AttachFileInput, { nullable: true }) file?: AttachFileInput | null;
}

@InputType()
export class CreateInvoiceInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) recipientName?: string | null;
  @Field(() => String, { nullable: true }) recipientSurName?: string | null;
  @Field(() => String, { nullable: true }) recipientEmail?: string | null;
  @Field(() => [DisbursementInput], { nullable: true }) disbursements?: DisbursementInput[] | null;
  @Field(() => [LineItemInput], { nullable: true }) lineItems?: LineItemInput[] | null;
  @Field(() => Float, { nullable: true }) numberOfPax?: number | null;
  @Field(() => DateTimeScalar, { nullable: true }) dateOfService?: Date | null;
  @Field(() => DateTimeScalar, { nullable: true }) dateOfArrival?: Date | null;
  @Field(() => InvoiceTypeEnum, { nullable: true }) type?: InvoiceKind | null;
  @Field(() => String, { nullable: true }) merchantPO?: string | null;
  @Field(() => RefundPolicyTermsEnum, { nullable: true }) refundPolicyTerms?: RefundPolicyTerms | null;
  @Field(() => Float, { nullable: true, description: 'Percent, 0 to 4.99' }) merchantProcessingFee?: number | null;
}

@InputType()
export class UpdateInvoiceInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) recipientName?: string | null;
  @Field(() => String, { nullable: true }) recipientSurName?: string | null;
  @Field(() => String, { nullable: true }) recipientEmail?: string | null;
  @Field(() => Float, { nullable: true }) numberOfPax?: number | null;
  @Field(() => DateTimeScalar, { nullable: true }) dateOfService?: Date | null;
  @Field(() => DateTimeScalar, { nullable: true }) dateOfArrival?: Date | null;
  @Field(() => InvoiceTypeEnum, { nullable: true }) type?: InvoiceKind | null;
  @Field(() => String, { nullable: true }) merchantPO?: string | null;
  @Field(() => Float, { nullable: true }) merchantProcessingFee?: number | null;
  @Field(() => DateTimeScalar, { nullable: true }) estimatedDisbursementDate?: Date | null;
}

@InputType()
export class InvoiceItemInput {
  @Field(() => ID) invoiceId!: string;
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Float, { nullable: true }) quantity?: number | null;
  @Field(() => Float, { nullable: true }) price?: number | null;
}

@InputType()
export class ItemMoveInput {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'New position (0-based)' }) sortOrder!: number;
}

@InputType()
export class ReorderInvoiceItemsInput {
  @Field(() => ID) invoiceId!: string;
  @Field(() => [ItemMoveInput]) move!: ItemMoveInput[];
}

@InputType()
export class SaveDisbursementInput {
  @Field(() => ID) invoiceId!: string;
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => ID, { nullable: true }) recipientId?: string | null;
  @Field(() => Float, { nullable: true }) amount?: number | null;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => AttachFileInput, { nullable: true }) file?: AttachFileInput | null;
}

@InputType()
export class InvoicePayoutInput {
  @Field(() => ID) invoiceId!: string;
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) remarks?: string | null;
  @Field(() => Float, { nullable: true }) amount?: number | null;
  @Field(() => DateTimeScalar, { nullable: true }) payoutDate?: Date | null;
}
