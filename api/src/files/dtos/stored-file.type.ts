import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';

@ObjectType('File')
export class StoredFileType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Signed, expiring address to open the file' }) url!: string;
  @Field(() => String, { description: 'Same as url (files are served by the API)' }) originalUrl!: string;
  @Field(() => String, { description: 'The CDN address of the spec; the same signed URL here' }) cloudFrontUrl!: string;
  @Field(() => String) path!: string;
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) caption!: string | null;
  @Field(() => String) mimetype!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
}

@InputType()
export class CreateFileInput {
  @Field(() => ID, { nullable: true }) invoiceId?: string | null;
  @Field(() => ID, { nullable: true }) disbursementId?: string | null;
  @Field(() => ID, { nullable: true, description: 'For refund_supporting_document and extended_policy_file' }) refundId?: string | null;
  @Field(() => ID, { nullable: true, description: 'For dispute_supporting_document, dispute_refund_proof and dispute_credit_voucher_proof' })
  disputeId?: string | null;
  @Field(() => ID, { nullable: true, description: 'For logo: the organization whose logo it becomes' }) organizationId?: string | null;
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) caption?: string | null;
  @Field(() => String, { description: 'The fileName issuePresignedURL returned' }) path!: string;
  @Field(() => String, { nullable: true }) mimetype?: string | null;
}

@InputType()
export class RemoveFileInput {
  @Field(() => ID) id!: string;
}
