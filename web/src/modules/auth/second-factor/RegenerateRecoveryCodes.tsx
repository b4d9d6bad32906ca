import { useMutation } from '@apollo/client/react';
import { Button, LinkButton } from '@pg/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';

import { serverMessage } from '../../app/second-factor/serverMessage';
import { assertWithPasskey } from '../../app/webauthn/webauthn';
import { RECOVERY_CODES_PASSKEY_OPTIONS, REGENERATE_RECOVERY_CODES } from '../graphql/secondFactor';
import { CodeAction } from './CodeAction';

const Stack = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

interface RegenerateRecoveryCodesProps {
  hasPasskey: boolean;
  hasApp: boolean;
  /** The new codes, to be shown once. */
  onCodes: (codes: string[]) => Promise<void> | void;
}

/**
 * New recovery codes, only with a fresh second factor (issue 44): a passkey first where the
 * person has one (its challenge asked for this alone), else or instead a code of the app.
 */
export function RegenerateRecoveryCodes({ hasPasskey, hasApp, onCodes }: RegenerateRecoveryCodesProps) {
  const [regenerate] = useMutation(REGENERATE_RECOVERY_CODES);
  const [passkeyOptions] = useMutation(RECOVERY_CODES_PASSKEY_OPTIONS);
  const [withCode, setWithCode] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function withPasskey(): Promise<void> {
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await passkeyOptions();
      if (!data) return;
      const answer = await assertWithPasskey(data.recoveryCodesPasskeyOptions);
      if ('error' in answer) return setError(answer.error);
      const result = await regenerate({ variables: { passkeyResponse: answer.response } });
      if (result.data) await onCodes(result.data.regenerateRecoveryCodes.recoveryCodes);
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (hasPasskey && !(withCode && hasApp)) {
    return (
      <Stack>
        <Button variant="secondary" loading={busy} onClick={() => void withPasskey()}>
          Regenerate recovery codes with a passkey
        </Button>
        {error && <Problem role="alert">{error}</Problem>}
        {hasApp && <LinkButton onClick={() => setWithCode(true)}>Use a code from your authenticator app instead</LinkButton>}
      </Stack>
    );
  }
  return (
    <Stack>
      <CodeAction
        label="Code from your app"
        action="Regenerate recovery codes"
        run={async (code) => {
          const { data } = await regenerate({ variables: { code } });
          if (data) await onCodes(data.regenerateRecoveryCodes.recoveryCodes);
        }}
      />
      {hasPasskey && <LinkButton onClick={() => setWithCode(false)}>Use a passkey instead</LinkButton>}
    </Stack>
  );
}
