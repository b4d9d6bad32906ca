import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

import type { ErrorEffects } from './errorEffects';
import { applyErrorPolicy } from './errorPolicy';

function fakeEffects(path = '/invoices') {
  const log: string[] = [];
  const effects: ErrorEffects = {
    currentPath: () => path,
    navigate: (to) => log.push(`navigate ${to}`),
    notifyError: (message) => log.push(`notify ${message}`),
    signOut: () => log.push('signOut'),
    markLocked: () => log.push('markLocked'),
    markEnrolmentRequired: () => log.push('markEnrolmentRequired'),
  };
  return { effects, log };
}

function gqlError(message: string, code?: string) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: code ? { code } : {} }] });
}

function httpError(status: number, body = '') {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    // jsdom has no fetch Response; ServerError only reads its status.
    response: { status } as Response,
    bodyText: body,
  });
}

describe('applyErrorPolicy (spec 000 section 8)', () => {
  it('AUTH_REQUIRED signs out, says Session Expired and goes to /signin', () => {
    const { effects, log } = fakeEffects('/invoices');
    applyErrorPolicy(gqlError('Not signed in', 'AUTH_REQUIRED'), effects);
    expect(log).toEqual(['signOut', 'notify Session Expired', 'navigate /signin']);
  });

  it('HTTP 401 is treated as AUTH_REQUIRED', () => {
    const { effects, log } = fakeEffects('/');
    applyErrorPolicy(httpError(401), effects);
    expect(log).toEqual(['signOut', 'notify Session Expired', 'navigate /signin']);
  });

  it.each(['/signup', '/pay/abc', '/new-pay/abc', '/checkout/pay-1', '/terms-and-conditions'])('does not leave the public path %s on AUTH_REQUIRED', (path) => {
    const { effects, log } = fakeEffects(path);
    applyErrorPolicy(gqlError('Not signed in', 'AUTH_REQUIRED'), effects);
    expect(log).toEqual(['signOut', 'notify Session Expired']);
  });

  it('ACCOUNT_LOCKED flags the user locked and goes to /locked', () => {
    const { effects, log } = fakeEffects();
    applyErrorPolicy(gqlError('Locked', 'ACCOUNT_LOCKED'), effects);
    expect(log).toEqual(['markLocked', 'navigate /locked']);
  });

  it('SECOND_FACTOR_ENROLMENT_REQUIRED shows the enrolment screen, without a notice (issue 44)', () => {
    const { effects, log } = fakeEffects();
    applyErrorPolicy(gqlError('Set up two-step verification to continue.', 'SECOND_FACTOR_ENROLMENT_REQUIRED'), effects);
    expect(log).toEqual(['markEnrolmentRequired']);
  });

  it('NOT_FOUND goes to /404 without a notice', () => {
    const { effects, log } = fakeEffects();
    applyErrorPolicy(gqlError('Invoice not found', 'NOT_FOUND'), effects);
    expect(log).toEqual(['navigate /404']);
  });

  it('INCOMPLETE_PROFILE asks to complete the business information on account settings', () => {
    const { effects, log } = fakeEffects();
    applyErrorPolicy(gqlError('Incomplete', 'INCOMPLETE_PROFILE'), effects);
    expect(log).toEqual(['notify Please complete your business information', 'navigate /account-settings?complete_business_info=true']);
  });

  it('other errors show the server message', () => {
    const { effects, log } = fakeEffects();
    applyErrorPolicy(gqlError('Invalid email or password', 'BAD_USER_INPUT'), effects);
    expect(log).toEqual(['notify Invalid email or password']);
  });

  it('an error without a message shows the generic notice', () => {
    const { effects, log } = fakeEffects();
    applyErrorPolicy(gqlError('', 'FORBIDDEN'), effects);
    expect(log).toEqual(['notify Unexpected error has occurred. Please try again']);
  });

  it('a network failure shows Something went wrong !', () => {
    const { effects, log } = fakeEffects();
    applyErrorPolicy(new TypeError('Failed to fetch'), effects);
    expect(log).toEqual(['notify Something went wrong !']);
  });

  it('a 500 without GraphQL errors is a network failure', () => {
    const { effects, log } = fakeEffects();
    applyErrorPolicy(httpError(502, '<html>Bad gateway</html>'), effects);
    expect(log).toEqual(['notify Something went wrong !']);
  });

  it('reads error codes from the body of a non-2xx response', () => {
    const { effects, log } = fakeEffects();
    const body = JSON.stringify({ errors: [{ message: 'Locked', extensions: { code: 'ACCOUNT_LOCKED' } }] });
    applyErrorPolicy(httpError(403, body), effects);
    expect(log).toEqual(['markLocked', 'navigate /locked']);
  });

  it('SERVICE_UNAVAILABLE (a restart under way, issue 42) tells the person to try again, not "Unexpected error"', () => {
    const { effects, log } = fakeEffects();
    applyErrorPolicy(gqlError('The service is briefly unavailable. Please try again in a few seconds.', 'SERVICE_UNAVAILABLE'), effects);
    expect(log).toEqual(['notify The service is briefly unavailable. Please try again in a few seconds.']);
  });
});
