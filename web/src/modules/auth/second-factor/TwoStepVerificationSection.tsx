import { useMutation, useQuery } from '@apollo/client/react';
import { allows, OPERATION_ACCESS } from '@pg/domain';
import { Button, Card, Checkbox, Spinner, TextField, useToast } from '@pg/ui-kit';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { useSignedInSession } from '../../app/session/SessionContext';
import { PASSKEYS } from '../graphql/passkeys';
import { DISABLE_TOTP, REGENERATE_RECOVERY_CODES, SECOND_FACTOR_STATUS, SET_ORGANIZATION_SECOND_FACTOR_REQUIRED } from '../graphql/secondFactor';
import { PasskeysPanel } from '../passkeys/PasskeysPanel';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { cleanCode, serverMessage } from './serverMessage';
import { TotpEnrolment } from './TotpEnrolment';

const Stack = styled.div`
  display: grid;
  gap: 1rem;
  max-width: 36rem;
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
`;

/** A code field and a button: regenerating codes and turning off both ask for a fresh code. */
function CodeAction({ label, action, variant, run }: { label: string; action: string; variant?: 'danger'; run: (code: string) => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) return setError('Enter the 6-digit code from your authenticator app.');
    setError(undefined);
    setBusy(true);
    try {
      await run(code);
      setCode('');
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Row aria-label={action} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={error}
        onChange={(e) => setCode(cleanCode(e.target.value))}
      />
      <Button type="submit" variant={variant ?? 'secondary'} loading={busy}>
        {action}
      </Button>
    </Row>
  );
}

/** Account settings, issue 44: set up, status, new recovery codes, turn off (where not required); the Owner's requirement. */
export function TwoStepVerificationSection() {
  const { user, organization } = useSignedInSession();
  const toast = useToast();
  const status = useQuery(SECOND_FACTOR_STATUS, { fetchPolicy: 'cache-and-network' });
  const [regenerate] = useMutation(REGENERATE_RECOVERY_CODES);
  const [disable] = useMutation(DISABLE_TOTP);
  const [requireAll, requiring] = useMutation(SET_ORGANIZATION_SECOND_FACTOR_REQUIRED);
  const [newCodes, setNewCodes] = useState<string[]>();
  const [enrolling, setEnrolling] = useState(false);
  const s = status.data?.secondFactorStatus;
  // The list PasskeysPanel shows (one query, from Apollo's cache): passkeys alone are a second factor too.
  const passkeyCount = useQuery(PASSKEYS, { fetchPolicy: 'cache-first' }).data?.passkeys.length ?? 0;
  const mayRequire = allows(OPERATION_ACCESS.setOrganizationSecondFactorRequired, user.role);

  return (
    <Card title="Two-step verification">
      {!s ? (
        <Spinner label="Loading two-step verification" />
      ) : newCodes ? (
        <RecoveryCodesPanel codes={newCodes} onDone={() => setNewCodes(undefined)} />
      ) : (
        <Stack>
          {s.enabled ? (
            <>
              <p>
                <strong>On.</strong> Signing in asks for a code from your authenticator app. {s.recoveryCodesLeft} of 10 recovery codes left.
                {s.required && ' It is required for your account.'}
              </p>
              <CodeAction
                label="Code from your app"
                action="Regenerate recovery codes"
                run={async (code) => {
                  const { data } = await regenerate({ variables: { code } });
                  if (data) setNewCodes(data.regenerateRecoveryCodes.recoveryCodes);
                  await status.refetch();
                }}
              />
              {!s.required && (
                <CodeAction
                  label="Code to turn it off"
                  action="Turn off"
                  variant="danger"
                  run={async (code) => {
                    await disable({ variables: { code } });
                    toast.success('Two-step verification is off.');
                    await status.refetch();
                  }}
                />
              )}
            </>
          ) : (
            <>
              {passkeyCount > 0 ? (
                <p>
                  <strong>On with passkeys.</strong> Signing in asks for one of your passkeys. You can also set up an authenticator app, for a device without
                  your passkey.
                </p>
              ) : (
                <p>
                  <strong>Off.</strong> Add a second step to your sign-in: a code from an authenticator app on your phone, or a passkey, so a stolen password
                  alone cannot open your account.
                </p>
              )}
              {enrolling ? (
                <TotpEnrolment
                  autoStart
                  onDone={() => {
                    setEnrolling(false);
                    void status.refetch();
                  }}
                />
              ) : (
                <div>
                  <Button onClick={() => setEnrolling(true)}>Set up authenticator app</Button>
                </div>
              )}
            </>
          )}
          <PasskeysPanel />
          {mayRequire && (
            <Checkbox
              label={`Require two-step verification for everyone in ${organization.name}`}
              checked={s.organizationRequires}
              disabled={requiring.loading}
              onChange={(checked) =>
                void requireAll({ variables: { required: checked } })
                  .then(() => status.refetch())
                  .catch(() => undefined)
              }
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
