import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

import { isPublicPath, PATHS } from '../router/paths';
import type { ErrorEffects } from './errorEffects';
import { MESSAGES } from './messages';

/** Error codes the API puts in extensions.code (api/schema.contract.graphql). */
export const ERROR_CODES = {
  authRequired: 'AUTH_REQUIRED',
  accountLocked: 'ACCOUNT_LOCKED',
  notFound: 'NOT_FOUND',
  incompleteProfile: 'INCOMPLETE_PROFILE',
  secondFactorEnrolmentRequired: 'SECOND_FACTOR_ENROLMENT_REQUIRED',
} as const;

interface ServerGraphQLError {
  message: string;
  code?: string;
}

function fromGraphQLErrors(errors: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>): ServerGraphQLError[] {
  return errors.map((e) => ({
    message: e.message,
    code: typeof e.extensions?.code === 'string' ? e.extensions.code : undefined,
  }));
}

/** A non-2xx response can still carry GraphQL errors in its body (e.g. a 401 with AUTH_REQUIRED). */
function errorsInBody(bodyText: string): ServerGraphQLError[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
      return fromGraphQLErrors(body.errors as { message: string; extensions?: Record<string, unknown> }[]);
    }
  } catch {
    // Not JSON (proxy error page, gateway timeout): treated as a network failure below.
  }
  return [];
}

export function serverErrorsOf(error: ErrorLike): ServerGraphQLError[] {
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLErrors(error.errors);
  if (ServerError.is(error)) return errorsInBody(error.bodyText);
  return [];
}

function isUnauthorized(error: ErrorLike, errors: ServerGraphQLError[]): boolean {
  return (ServerError.is(error) && error.statusCode === 401) || errors.some((e) => e.code === ERROR_CODES.authRequired);
}

/**
 * Spec 000 section 8, applied once per failed operation. Screens therefore never toast server
 * errors themselves; they only react to success (and may show field errors).
 */
export function applyErrorPolicy(error: ErrorLike, effects: ErrorEffects): void {
  const errors = serverErrorsOf(error);

  if (isUnauthorized(error, errors)) {
    effects.signOut();
    effects.notifyError(MESSAGES.sessionExpired);
    if (!isPublicPath(effects.currentPath())) effects.navigate(PATHS.signIn);
    return;
  }
  if (errors.length === 0) {
    effects.notifyError(MESSAGES.network);
    return;
  }
  const codes = new Set(errors.map((e) => e.code));
  if (codes.has(ERROR_CODES.accountLocked)) {
    effects.markLocked();
    effects.navigate(PATHS.locked);
    return;
  }
  if (codes.has(ERROR_CODES.secondFactorEnrolmentRequired)) {
    effects.markEnrolmentRequired();
    return;
  }
  if (codes.has(ERROR_CODES.notFound)) {
    effects.navigate(PATHS.notFound);
    return;
  }
  if (codes.has(ERROR_CODES.incompleteProfile)) {
    effects.notifyError(MESSAGES.completeBusinessInfo);
    effects.navigate(PATHS.completeBusinessInfo);
    return;
  }
  // One notice per distinct message: a batch of field errors should not stack identical toasts.
  const messages = new Set(errors.map((e) => e.message.trim() || MESSAGES.unexpected));
  messages.forEach((message) => effects.notifyError(message));
}
