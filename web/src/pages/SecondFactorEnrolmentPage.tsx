import { AuthLayout, Button } from '@pg/ui-kit';
import styled from 'styled-components';

import { useSession } from '../modules/app/session/SessionContext';
import { PasskeysPanel } from '../modules/auth/passkeys/PasskeysPanel';
import { TotpEnrolment } from '../modules/auth/second-factor/TotpEnrolment';

const Panel = styled.section`
  display: grid;
  gap: 1rem;
  max-width: 36rem;
  padding: 2rem 1.5rem;
`;

/**
 * Issue 44: a person who must have a second factor and has none sees only this until they have
 * set one up (the API refuses everything else with SECOND_FACTOR_ENROLMENT_REQUIRED). Once the
 * recovery codes are saved, the page they signed in to opens.
 */
export function SecondFactorEnrolmentPage() {
  const session = useSession();
  return (
    <AuthLayout>
      <Panel aria-labelledby="enrolment-title">
        <h1 id="enrolment-title">Set up two-step verification</h1>
        <p>
          Your account must be protected by a second step at sign-in: a code from an authenticator app on your phone, or a passkey. Nothing else opens until it
          is set up.
        </p>
        <TotpEnrolment startLabel="Start" headingLevel={2} onDone={() => session.markEnrolmentRequired(false)} />
        <PasskeysPanel list={false} headingLevel={2} onAdded={() => session.markEnrolmentRequired(false)} />
        <div>
          <Button variant="ghost" onClick={session.signOut}>
            Sign out
          </Button>
        </div>
      </Panel>
    </AuthLayout>
  );
}
