import { gql } from '@apollo/client';
import { ApolloProvider, useMutation } from '@apollo/client/react';
import { UiKitProvider } from '@pg/ui-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';

import { fakeLink, type FakeResolver, graphQLError } from '../../../test/fakeLink';
import { createApolloClient } from '../apollo/createApolloClient';
import type { ErrorEffects, ErrorEffectsRef } from '../apollo/errorEffects';
import { type AskStepUp, STEP_UP_CANCELLED_MESSAGE } from './stepUpLink';
import { useStepUpPrompt } from './useStepUpPrompt';

// Issue 44: a money action refused with STEP_UP_REQUIRED opens one dialog (a passkey first where
// the person has one, a code, a recovery code); the proof given, the same operation goes again
// with the same variables; cancelled, the form keeps what was typed. STEP_UP_SETUP_REQUIRED (no
// factor yet, decision 0178) leads to setting one up.

const APPROVE = gql`
  mutation ApproveRefund($id: ID!) {
    approveRefund(id: $id) {
      id
    }
  }
`;

function Harness({ onAsk, onSetUp }: { onAsk: (ask: AskStepUp) => void; onSetUp: () => void }) {
  const { ask, dialog } = useStepUpPrompt(onSetUp);
  const [approve] = useMutation(APPROVE);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState('');
  useEffect(() => onAsk(ask), [onAsk, ask]);
  return (
    <>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button
        type="button"
        onClick={() =>
          void approve({ variables: { id: 'r1' } }).then(
            () => setOutcome('approved'),
            (e: Error) => setOutcome(`refused: ${e.message}`),
          )
        }
      >
        Approve
      </button>
      <output data-testid="outcome">{outcome}</output>
      {dialog}
    </>
  );
}

const noPasskeys = () => ({ data: { passkeys: [] } });

function setup(resolvers: Record<string, FakeResolver>) {
  const { link, calls } = fakeLink({ StepUpPasskeys: noPasskeys, ...resolvers });
  const setUps: string[] = [];
  const notices: string[] = [];
  const effects: ErrorEffectsRef = { current: null };
  const onAsk = (ask: AskStepUp) => {
    const fake: ErrorEffects = {
      currentPath: () => '/refunds/r1',
      navigate: () => undefined,
      notifyError: (message) => notices.push(message),
      signOut: () => undefined,
      markLocked: () => undefined,
      markEnrolmentRequired: () => undefined,
      askStepUp: ask,
    };
    effects.current = fake;
  };
  const client = createApolloClient(effects, link);
  render(
    <UiKitProvider>
      <ApolloProvider client={client}>
        <Harness onAsk={onAsk} onSetUp={() => setUps.push('account settings')} />
      </ApolloProvider>
    </UiKitProvider>,
  );
  return { calls, notices, setUps };
}

const stepUpRequired = () => ({
  data: null,
  errors: [{ message: 'Confirm it is you', extensions: { code: 'STEP_UP_REQUIRED', action: 'approveRefund' } }],
});

describe('step-up dialog (issue 44)', () => {
  it('asks for the code, then sends the same operation again with the same variables', async () => {
    let approvals = 0;
    const { calls } = setup({
      ApproveRefund: () => (++approvals === 1 ? stepUpRequired() : { data: { approveRefund: { __typename: 'Refund', id: 'r1' } } }),
      ConfirmStepUp: (v) =>
        v.code === '123456'
          ? { data: { confirmStepUp: { __typename: 'SuccessResult', success: true } } }
          : graphQLError('That code is not right.', 'BAD_USER_INPUT'),
    });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(dialog).toHaveTextContent('Approve refund moves money');
    const field = screen.getByLabelText('Authentication code');
    await waitFor(() => expect(field).toHaveFocus());

    fireEvent.change(field, { target: { value: '000 000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('approved'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'ApproveRefund').map((c) => c.variables)).toEqual([{ id: 'r1' }, { id: 'r1' }]);
    expect(calls.find((c) => c.operationName === 'ConfirmStepUp' && c.variables.code === '123456')?.variables).toEqual({
      action: 'approveRefund',
      code: '123456',
    });
    expect(screen.getByLabelText('Note')).toHaveValue('kept');
  });

  it('takes a recovery code instead', async () => {
    let approvals = 0;
    const { calls } = setup({
      ApproveRefund: () => (++approvals === 1 ? stepUpRequired() : { data: { approveRefund: { __typename: 'Refund', id: 'r1' } } }),
      ConfirmStepUp: () => ({ data: { confirmStepUp: { __typename: 'SuccessResult', success: true } } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcd-efgh-jkmn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('approved'));
    expect(calls.find((c) => c.operationName === 'ConfirmStepUp')?.variables).toEqual({ action: 'approveRefund', recoveryCode: 'abcd-efgh-jkmn' });
  });

  it('Cancel leaves the form as it was, with a clear message, and sends nothing again', async () => {
    const { calls, notices } = setup({ ApproveRefund: stepUpRequired });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent(`refused: ${STEP_UP_CANCELLED_MESSAGE}`));
    expect(notices).toEqual([STEP_UP_CANCELLED_MESSAGE]);
    expect(calls.filter((c) => c.operationName === 'ApproveRefund')).toHaveLength(1);
    expect(screen.getByLabelText('Note')).toHaveValue('kept');
  });

  it('offers the passkey first where the person has one, bound to the action; the code stays available', async () => {
    let approvals = 0;
    const { calls } = setup({
      StepUpPasskeys: () => ({ data: { passkeys: [{ __typename: 'PasskeyType', id: 'k1' }] } }),
      StepUpPasskeyOptions: () => ({ data: { stepUpPasskeyOptions: JSON.stringify({ challenge: 'c', rpId: 'localhost', allowCredentials: [] }) } }),
      ApproveRefund: () => (++approvals === 1 ? stepUpRequired() : { data: { approveRefund: { __typename: 'Refund', id: 'r1' } } }),
      ConfirmStepUp: () => ({ data: { confirmStepUp: { __typename: 'SuccessResult', success: true } } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await waitFor(() => expect(dialog).toHaveTextContent('Use your passkey to confirm.'));
    fireEvent.click(screen.getByRole('button', { name: 'Use passkey' }));
    // jsdom has no authenticator: the browser's refusal is said in the dialog, nothing sent.
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser could not use a passkey. Please try again.');
    expect(calls.find((c) => c.operationName === 'StepUpPasskeyOptions')?.variables).toEqual({ action: 'approveRefund' });
    expect(calls.some((c) => c.operationName === 'ConfirmStepUp')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Use a code from your authenticator app instead' }));
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('approved'));
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
  });

  it('leads a person with no second factor to set one up, and runs nothing', async () => {
    const { calls, setUps } = setup({
      ApproveRefund: () => ({
        data: null,
        errors: [{ message: 'Set up two-step verification first', extensions: { code: 'STEP_UP_SETUP_REQUIRED', action: 'approveRefund' } }],
      }),
    });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step verification' });
    expect(dialog).toHaveTextContent('Approve refund moves money or changes where it goes, so it needs two-step verification');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent(`refused: ${STEP_UP_CANCELLED_MESSAGE}`));
    expect(setUps).toEqual(['account settings']);
    expect(calls.filter((c) => c.operationName === 'ApproveRefund')).toHaveLength(1);
    expect(calls.some((c) => c.operationName === 'StepUpPasskeys' || c.operationName === 'ConfirmStepUp')).toBe(false);
    expect(screen.getByLabelText('Note')).toHaveValue('kept');
  });
});
