import type { ErrorLike } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { STEP_UP_ACTIONS } from '@pg/domain';
import { Button, Dialog, TextField } from '@pg/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

import { serverErrorsOf } from '../apollo/errorPolicy';
import { CONFIRM_STEP_UP } from './stepUpDocument';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

const Lead = styled.p`
  margin: 0;
`;

const Switch = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;

export interface StepUpDialogProps {
  /** The operation the API named (STEP_UP_REQUIRED's extensions.action); null: closed. */
  action: string | null;
  onDone: (confirmed: boolean) => void;
}

/** The API's message for a refused code, shown under the field (the error link toasts it too). */
function serverMessage(error: unknown): string {
  return serverErrorsOf(error as ErrorLike)[0]?.message ?? 'Something went wrong. Please try again.';
}

/** A code as typed: digits only, at most 6 ("123 456" works). */
function cleanCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

function actionLabel(action: string): string {
  return (STEP_UP_ACTIONS as Record<string, string>)[action] ?? 'This action';
}

/**
 * Issue 44, step-up for money actions: the one dialog that asks for a code of the authenticator
 * app (or a recovery code) before a money action runs; the link then sends the action again.
 */
export function StepUpDialog({ action, onDone }: StepUpDialogProps) {
  const [confirm] = useMutation(CONFIRM_STEP_UP);
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The dialog focuses the field when it opens; switching proofs keeps focus on the field.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
  }, [useRecovery]);

  const close = (confirmed: boolean) => {
    setValue('');
    setError(undefined);
    setUseRecovery(false);
    onDone(confirmed);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!action || busy) return;
    const proof = value.trim();
    if (!proof) {
      setError(useRecovery ? 'Enter a recovery code.' : 'Enter the 6-digit code from your authenticator app.');
      return;
    }
    setBusy(true);
    try {
      await confirm({ variables: { action, ...(useRecovery ? { recoveryCode: proof } : { code: proof }) } });
      close(true);
    } catch (err) {
      setError(serverMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={action !== null}
      onClose={() => close(false)}
      title="Confirm it's you"
      size="sm"
      closeOnOverlayClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form="step-up-form" loading={busy}>
            Confirm
          </Button>
        </>
      }
    >
      <Form id="step-up-form" aria-label="Confirm it's you" onSubmit={(e) => void submit(e)} noValidate>
        <Lead>
          {action ? actionLabel(action) : 'This action'} moves money or changes where it goes.{' '}
          {useRecovery ? 'Enter one of your recovery codes.' : 'Enter the code your authenticator app shows.'}
        </Lead>
        {useRecovery ? (
          <TextField
            key="recovery"
            label="Recovery code"
            name="recoveryCode"
            autoComplete="off"
            ref={field}
            value={value}
            error={error}
            onChange={(e) => setValue(e.target.value)}
          />
        ) : (
          <TextField
            key="code"
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            ref={field}
            value={value}
            error={error}
            onChange={(e) => setValue(cleanCode(e.target.value))}
          />
        )}
        <Switch
          type="button"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue('');
            setError(undefined);
          }}
        >
          {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </Switch>
      </Form>
    </Dialog>
  );
}
