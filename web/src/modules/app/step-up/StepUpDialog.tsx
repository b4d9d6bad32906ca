import { useMutation, useQuery } from '@apollo/client/react';
import { STEP_UP_ACTIONS } from '@pg/domain';
import { Button, Dialog, LinkButton, TextField } from '@pg/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

import { cleanCode, serverMessage } from '../second-factor/serverMessage';
import { assertWithPasskey } from '../webauthn/webauthn';
import { CONFIRM_STEP_UP, STEP_UP_PASSKEY_OPTIONS, STEP_UP_PASSKEYS } from './stepUpDocument';
import type { StepUpRequest } from './stepUpLink';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

const Lead = styled.p`
  margin: 0;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Switch = styled(LinkButton)`
  justify-self: start;
`;

export interface StepUpDialogProps {
  /** What the API asked for (STEP_UP_REQUIRED or STEP_UP_SETUP_REQUIRED, extensions.action); null: closed. */
  request: StepUpRequest | null;
  onDone: (confirmed: boolean) => void;
  /** Opens the place to set up two-step verification (Account Settings). */
  onSetUp?: () => void;
}

/** How the person proves it: a passkey (first where they have one), a code, a recovery code. */
type Method = 'passkey' | 'code' | 'recovery';

function actionLabel(action: string): string {
  return (STEP_UP_ACTIONS as Record<string, string>)[action] ?? 'This action';
}

const LEADS: Record<Method, string> = {
  passkey: 'Use your passkey to confirm.',
  code: 'Enter the code your authenticator app shows.',
  recovery: 'Enter one of your recovery codes.',
};

const SWITCH_LABELS: Record<Method, string> = {
  passkey: 'Use a passkey instead',
  code: 'Use a code from your authenticator app instead',
  recovery: 'Use a recovery code instead',
};

/** The typed proofs' field: a code of the app (digits only) or a recovery code (as typed). */
const FIELDS = {
  code: {
    label: 'Authentication code',
    name: 'code',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    empty: 'Enter the 6-digit code from your authenticator app.',
    clean: cleanCode,
  },
  recovery: {
    label: 'Recovery code',
    name: 'recoveryCode',
    inputMode: undefined,
    autoComplete: 'off',
    empty: 'Enter a recovery code.',
    clean: (v: string) => v,
  },
} as const;

/**
 * Issue 44, step-up for money actions: the one dialog that asks for the second factor before a
 * money action runs (a passkey first where the person has one, a code of the authenticator app,
 * or a recovery code); the link then sends the action again. A person with no factor yet is
 * told to set one up first (decision 0178), and led there.
 */
export function StepUpDialog({ request, onDone, onSetUp }: StepUpDialogProps) {
  const open = request !== null;
  const action = request?.action ?? null;
  const asking = open && !request.setup;
  const keys = useQuery(STEP_UP_PASSKEYS, { skip: !asking, fetchPolicy: 'network-only' });
  const hasPasskey = (keys.data?.passkeys.length ?? 0) > 0;
  const [confirm] = useMutation(CONFIRM_STEP_UP);
  const [passkeyOptions] = useMutation(STEP_UP_PASSKEY_OPTIONS);
  const [chosen, setChosen] = useState<Method | null>(null);
  const method: Method = chosen ?? (hasPasskey ? 'passkey' : 'code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The dialog focuses the field when it opens; switching proofs keeps focus on the field.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
  }, [method, open]);

  const close = (confirmed: boolean) => {
    setValue('');
    setError(undefined);
    setChosen(null);
    onDone(confirmed);
  };

  const choose = (next: Method) => {
    setChosen(next);
    setValue('');
    setError(undefined);
  };

  async function withPasskey(): Promise<void> {
    if (!action) return;
    const { data } = await passkeyOptions({ variables: { action } });
    if (!data) return;
    const answer = await assertWithPasskey(data.stepUpPasskeyOptions);
    if ('error' in answer) return setError(answer.error);
    await confirm({ variables: { action, passkeyResponse: answer.response } });
    close(true);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!action || busy) return;
    const proof = value.trim();
    if (method !== 'passkey' && !proof) return setError(FIELDS[method].empty);
    setBusy(true);
    setError(undefined);
    try {
      if (method === 'passkey') await withPasskey();
      else {
        await confirm({ variables: { action, ...(method === 'recovery' ? { recoveryCode: proof } : { code: proof }) } });
        close(true);
      }
    } catch (err) {
      setError(serverMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (request?.setup) {
    return (
      <Dialog
        open
        onClose={() => close(false)}
        title="Set up two-step verification"
        size="sm"
        closeOnOverlayClick={false}
        actions={
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                close(false);
                onSetUp?.();
              }}
            >
              Set up two-step verification
            </Button>
          </>
        }
      >
        <Lead>
          {actionLabel(request.action)} moves money or changes where it goes, so it needs two-step verification, and your account has none yet. Set up an
          authenticator app or a passkey in Account Settings first, then try again.
        </Lead>
      </Dialog>
    );
  }

  const others = (['passkey', 'code', 'recovery'] as const).filter((m) => m !== method && (m !== 'passkey' || hasPasskey));

  return (
    <Dialog
      open={open}
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
            {method === 'passkey' ? 'Use passkey' : 'Confirm'}
          </Button>
        </>
      }
    >
      <Form id="step-up-form" aria-label="Confirm it's you" onSubmit={(e) => void submit(e)} noValidate>
        <Lead>
          {action ? actionLabel(action) : 'This action'} moves money or changes where it goes. {LEADS[method]}
        </Lead>
        {method === 'passkey' && error && (
          <Problem id="step-up-passkey-error" role="alert">
            {error}
          </Problem>
        )}
        {method !== 'passkey' && (
          <TextField
            key={method}
            label={FIELDS[method].label}
            name={FIELDS[method].name}
            inputMode={FIELDS[method].inputMode}
            autoComplete={FIELDS[method].autoComplete}
            ref={field}
            value={value}
            error={error}
            onChange={(e) => setValue(FIELDS[method].clean(e.target.value))}
          />
        )}
        {others.map((other) => (
          <Switch key={other} onClick={() => choose(other)}>
            {SWITCH_LABELS[other]}
          </Switch>
        ))}
      </Form>
    </Dialog>
  );
}
