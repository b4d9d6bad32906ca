import { eventLabel } from './event-labels';

// Issue 44: the audit log names passkey events with the key, what it was used for and why it
// was refused; other events keep the name the API recorded.

const entry = (name: string, meta: Record<string, unknown> | null) => ({ name, meta: meta ? JSON.stringify(meta) : null });

describe('audit log labels of passkey and step-up events', () => {
  it.each([
    [entry('Passkey added', { passkeyId: 'p1', name: 'Laptop' }), 'Passkey added: Laptop'],
    [entry('Passkey renamed', { passkeyId: 'p1', name: 'Work laptop', before: 'Laptop' }), 'Passkey renamed from Laptop to Work laptop'],
    [entry('Passkey removed', { passkeyId: 'p1', name: 'Phone' }), 'Passkey removed: Phone'],
    [entry('Passkey used', { purpose: 'sign-in', passkeyId: 'p1', name: 'Laptop' }), 'Passkey Laptop used to sign in'],
    [entry('Passkey used', { purpose: 'step-up:createKeys', passkeyId: 'p1', name: 'Laptop' }), 'Passkey Laptop used for a step-up (Create API key)'],
    [
      entry('Second factor refused', { reason: 'challengeExpired', purpose: 'sign-in', method: 'passkey' }),
      'Passkey refused to sign in: request older than 5 minutes',
    ],
    [
      entry('Second factor refused', { reason: 'otherPersonsCredential', purpose: 'step-up:approveRefund', method: 'passkey' }),
      "Passkey refused for a step-up (Approve refund): another person's passkey",
    ],
    [
      entry('Second factor refused', { reason: 'replayed', purpose: 'enrolment', method: 'passkey' }),
      'Passkey refused when added: answer replayed or passkey copied',
    ],
    [entry('Step-up given', { action: 'createTransaction', method: 'passkey' }), 'Step-up given with a passkey (Build transfer)'],
    [entry('Step-up given', { action: 'disburseWebPayment', method: 'totp' }), 'Step-up given (Disburse)'],
    [entry('Step-up required', { action: 'createKeys', setupRequired: true }), 'Step-up required (Create API key)'],
  ])('%o reads "%s"', (e, label) => {
    expect(eventLabel(e)).toBe(label);
  });

  it('keeps the recorded name of other events, and of a code refused', () => {
    expect(eventLabel(entry('Second factor refused', { reason: 'wrong', purpose: 'sign-in' }))).toBe('Second factor refused');
    expect(eventLabel(entry('Refund approved', null))).toBe('Refund approved');
    expect(eventLabel({ name: 'Passkey added', meta: 'not json' })).toBe('Passkey added');
  });
});
