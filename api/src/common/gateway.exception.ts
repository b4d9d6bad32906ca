import { GraphQLError } from 'graphql';

// The error codes the web app's error link acts on (spec 000 section 8), plus the throttle.
export enum GatewayErrorCode {
  AUTH_REQUIRED = 'AUTH_REQUIRED',
  ACCOUNT_LOCKED = 'ACCOUNT_LOCKED',
  NOT_FOUND = 'NOT_FOUND',
  INCOMPLETE_PROFILE = 'INCOMPLETE_PROFILE',
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  FORBIDDEN = 'FORBIDDEN',
  TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS',
  /** Issue 44: the session's person must enrol a second factor before anything else opens. */
  SECOND_FACTOR_ENROLMENT_REQUIRED = 'SECOND_FACTOR_ENROLMENT_REQUIRED',
  /** Issue 44: a money action asks for the second factor again (confirmStepUp, then the same call). */
  STEP_UP_REQUIRED = 'STEP_UP_REQUIRED',
  /** Issue 42: PostgreSQL or Temporal is restarting; the same request (same idempotency key) may be sent again after extensions.retryAfter seconds. */
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  /** Issue 44: a money action by a person with no second factor: set one up first (decision 0178). */
  STEP_UP_SETUP_REQUIRED = 'STEP_UP_SETUP_REQUIRED',
}

export type FieldErrors = Partial<Record<string, string>>;

/** A GraphQL error whose message is the text the user sees. */
export class GatewayException extends GraphQLError {
  constructor(
    readonly code: GatewayErrorCode,
    message: string,
    fields?: FieldErrors,
  ) {
    super(message, { extensions: { code, ...(fields ? { fields } : {}) } });
  }
}

export const authRequired = () => new GatewayException(GatewayErrorCode.AUTH_REQUIRED, 'Session Expired');
export const accountLocked = () => new GatewayException(GatewayErrorCode.ACCOUNT_LOCKED, 'Your account is pending approval');
export const notFound = (what = 'Record') => new GatewayException(GatewayErrorCode.NOT_FOUND, `${what} not found`);
export const forbidden = () => new GatewayException(GatewayErrorCode.FORBIDDEN, 'You are not allowed to do this');
export const secondFactorEnrolmentRequired = () =>
  new GatewayException(GatewayErrorCode.SECOND_FACTOR_ENROLMENT_REQUIRED, 'Set up two-step verification to continue.');
/** A refusal naming the refused operation (extensions.action). A GatewayException: answered, not logged as a failure. */
function refusedAction(code: GatewayErrorCode, message: string, action: string): GatewayException {
  const error = new GatewayException(code, message);
  error.extensions.action = action;
  return error;
}
/** `action`: the operation to pass to confirmStepUp. */
export const stepUpRequired = (action: string) =>
  refusedAction(GatewayErrorCode.STEP_UP_REQUIRED, 'Confirm it is you: enter a code from your authenticator app (or a recovery code) to continue.', action);
/** `action`: the refused operation; nothing to step up with until a factor is set up. */
export const stepUpSetupRequired = (action: string) =>
  refusedAction(
    GatewayErrorCode.STEP_UP_SETUP_REQUIRED,
    'Set up two-step verification first: this action needs a second factor. Add an authenticator app or a passkey in Account Settings, then try again.',
    action,
  );
export const incompleteProfile = () => new GatewayException(GatewayErrorCode.INCOMPLETE_PROFILE, 'Please complete your business information');

/** Field errors from a domain validator; the first message is the summary. */
export function badInput(fields: FieldErrors | string): GatewayException {
  if (typeof fields === 'string') {
    return new GatewayException(GatewayErrorCode.BAD_USER_INPUT, fields);
  }
  const first = Object.values(fields).find(Boolean) ?? 'Invalid input';
  return new GatewayException(GatewayErrorCode.BAD_USER_INPUT, first, fields);
}

/** Throws when a validator returned any message. */
export function assertValid(fields: FieldErrors): void {
  if (Object.values(fields).some(Boolean)) throw badInput(fields);
}

/** A transfer refused for overdrafts: the message states them, `extensions.overdrafts` lists them (cents). */
export function overdraftRefusal(message: string, overdrafts: readonly object[]): GraphQLError {
  return new GraphQLError(message, { extensions: { code: GatewayErrorCode.BAD_USER_INPUT, overdrafts } });
}
