import { useMutation, useQuery } from '@apollo/client/react';
import { allows, OPERATION_ACCESS } from '@pg/domain';
import { Button, Card, Checkbox, Spinner, useToast } from '@pg/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';

import { useSignedInSession } from '../../app/session/SessionContext';
import { PASSKEYS } from '../graphql/passkeys';
import { DISABLE_TOTP, SECOND_FACTOR_STATUS, SET_ORGANIZATION_SECOND_FACTOR_REQUIRED } from '../graphql/secondFactor';
import { PasskeysPanel } from '../passkeys/PasskeysPanel';
import { CodeAction } from './CodeAction';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { RegenerateRecoveryCodes } from './RegenerateRecoveryCodes';
import { TotpEnrolment } from './TotpEnrolment';

const Stack = styled.div`
  display: grid;
  gap: 1rem;
  max-width: 36rem;
`;

/** Account settings, issue 44: set up, status, new recovery codes, turn off (where not required); the Owner's requirement. */
export function TwoStepVerificationSection() {
  const { user, organization } = useSignedInSession();
  const toast = useToast();
  const status = useQuery(SECOND_FACTOR_STATUS, { fetchPolicy: 'cache-and-network' });
  const [disable] = useMutation(DISABLE_TOTP);
  const [requireAll, requiring] = useMutation(SET_ORGANIZATION_SECOND_FACTOR_REQUIRED);
  const [newCodes, setNewCodes] = useState<string[]>();
  const [enrolling, setEnrolling] = useState(false);
  const s = status.data?.secondFactorStatus;
  // The list PasskeysPanel shows (one query, from Apollo's cache): passkeys alone are a second factor too.
  const passkeyCount = useQuery(PASSKEYS, { fetchPolicy: 'cache-first' }).data?.passkeys.length ?? 0;
  const mayRequire = allows(OPERATION_ACCESS.setOrganizationSecondFactorRequired, user.role);
  // New recovery codes with any factor the person has: a passkey first, or the app's code.
  const regenerateCodes = (hasApp: boolean) => (
    <RegenerateRecoveryCodes
      hasApp={hasApp}
      hasPasskey={passkeyCount > 0}
      onCodes={async (codes) => {
        setNewCodes(codes);
        await status.refetch();
      }}
    />
  );

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
              {regenerateCodes(true)}
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
                <>
                  <p>
                    <strong>On with passkeys.</strong> Signing in asks for one of your passkeys. {s.recoveryCodesLeft} of 10 recovery codes left. You can also
                    set up an authenticator app, for a device without your passkey.
                  </p>
                  {regenerateCodes(false)}
                </>
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
