import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class FileUrl {
  @Field(() => ID, { nullable: true })
  id!: string | null;

  @Field(() => String)
  url!: string;

  /** The spec's CDN address; the same signed URL when files are served locally. */
  @Field(() => String)
  cloudFrontUrl!: string;
}

/** fileUrl's answer (spec 001 line 221: "fileUrl(path) returns fileUrl"). */
@ObjectType('FileUrlResult')
export class FileUrlResult {
  @Field(() => String, { description: 'A signed, expiring address to open the stored file' })
  fileUrl!: string;
}
