import { Button, LinkButton, TextField } from '@pg/ui-kit';
import { type FormEvent, useState } from 'react';

import { cleanCode } from '../../app/second-factor/serverMessage';
import { AuthFormLayout, FormActions, FormRow } from '../components/AuthFormLayout';
import type { SecondFactorProof } from '../hooks/useSignIn';

/**
 * The sign-in's second step (issue 44): "Use a passkey" first where the person has one, the
 * authenticator code, or "Use a recovery code". `verify` and `usePasskey` answer the API's (or
 * the browser's) message when refused.
 */
export function SecondFactorStep({
  verify,
  loading,
  onCancel,
  passkey,
}: {
  verify: (proof: SecondFactorProof) => Promise<string | undefined>;
  loading: boolean;
  onCancel: () => void;
  /** Present when the person has a passkey: offered first. */
  passkey?: () => Promise<string | undefined>;
}) {
  const [passkeyError, setPasskeyError] = useState<string>();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = value.trim();
    if (!recovery && typed.length !== 6) return setError('Enter the 6-digit code from your authenticator app.');
    if (recovery && !typed) return setError('Enter one of your recovery codes.');
    setError(undefined);
    const refused = await verify(recovery ? { recoveryCode: typed } : { code: typed });
    if (refused) setError(refused);
  }

  async function withPasskey() {
    if (!passkey) return;
    setPasskeyError(undefined);
    setPasskeyBusy(true);
    const refused = await passkey();
    setPasskeyBusy(false);
    if (refused) setPasskeyError(refused);
  }

  function toggle() {
    setRecovery(!recovery);
    setValue('');
    setError(undefined);
  }

  return (
    <AuthFormLayout
      heading="Two-step verification"
      tagline={
        recovery
          ? 'Enter one of the recovery codes you saved. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for BhutanPay.'
      }
      onSubmit={(e) => void submit(e)}
    >
      {passkey && (
        <FormRow>
          <Button
            type="button"
            fullWidth
            loading={passkeyBusy}
            onClick={() => void withPasskey()}
            aria-describedby={passkeyError ? 'passkey-error' : undefined}
          >
            Use a passkey
          </Button>
          {passkeyError && (
            <p id="passkey-error" role="alert">
              {passkeyError}
            </p>
          )}
        </FormRow>
      )}
      {recovery ? (
        <TextField label="Recovery code" name="recoveryCode" autoComplete="off" value={value} error={error} onChange={(e) => setValue(e.target.value)} />
      ) : (
        <TextField
          label="Authentication code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"

          value={value}
          error={error}
          onChange={(e) => setValue(cleanCode(e.target.value))}
        />
      )}
      <FormRow>
        <LinkButton onClick={toggle}>{recovery ? 'Use the authenticator app' : 'Use a recovery code'}</LinkButton>
      </FormRow>
      <FormActions>
        <Button type="submit" fullWidth loading={loading}>
          Verify
        </Button>
        <Button type="button" variant="secondary" fullWidth onClick={onCancel}>
          Back to sign in
        </Button>
      </FormActions>
    </AuthFormLayout>
  );
}
