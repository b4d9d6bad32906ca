import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';

@InputType()
export class VerifySecondFactorInput {
  @Field(() => String, { description: "createSession's secondFactorChallenge" }) challenge!: string;
  @Field(() => String, { nullable: true, description: 'The 6-digit code of the authenticator app' }) code?: string | null;
  @Field(() => String, { nullable: true, description: 'One of the recovery codes, instead of a code' }) recoveryCode?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "A passkey's assertion instead of a code: the browser's AuthenticationResponseJSON as JSON text, over passkeyAuthenticationOptions(challenge)",
  })
  webauthn?: string | null;
}

@ObjectType()
export class TotpEnrolment {
  @Field(() => String) otpauthUri!: string;
  @Field(() => String, { description: 'The otpauth URI as a QR code (SVG markup)' }) qrCodeSvg!: string;
  @Field(() => String, { description: 'The key in text (base32), for typing into the app' }) key!: string;
}

@ObjectType()
export class TotpEnrolmentResult {
  @Field(() => [String], { description: 'Shown once: only their hashes are kept' }) recoveryCodes!: string[];
  @Field(() => String, { description: 'A session with the second factor given (replaces the one used to enrol)' }) token!: string;
}

@ObjectType()
export class RecoveryCodes {
  @Field(() => [String], { description: 'Shown once: the previous codes stop working' }) recoveryCodes!: string[];
}

@ObjectType()
export class SecondFactorStatusType {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => DateTimeScalar, { nullable: true }) enabledAt!: Date | null;
  @Field(() => Boolean, { description: 'Required by the role or by the organization: cannot be turned off' }) required!: boolean;
  @Field(() => Boolean) organizationRequires!: boolean;
  @Field(() => Int) recoveryCodesLeft!: number;
}
