import { Button } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { CenteredMessage } from '../modules/app/components/CenteredMessage';
import { PATHS } from '../modules/app/router/paths';
import { useSession } from '../modules/app/session/SessionContext';

interface Props {
  /** Reloads the page so the session is fetched again; injectable for tests and stories. */
  reload?: () => void;
}

/** A locked user, or any user of a locked organization, is confined here (spec 000 section 2). */
export function LockedPage({ reload = () => window.location.reload() }: Props) {
  const { signOut, state } = useSession();
  const navigate = useNavigate();
  // A whole organization locked by the bank is not a user's pending approval (docs/decisions/README.md).
  const organization = state.status === 'signedIn' && state.organization.status === 'suspended' ? state.organization : null;
  return (
    <CenteredMessage
      title={organization ? 'Your organization is locked' : 'Your account is pending approval'}
      message={
        organization
          ? `${organization.name} has been locked by the bank. Please contact the bank to unlock it, then check again.`
          : 'Your account has been locked by your organization administrator. Please contact them to unlock it, then check again.'
      }
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              signOut();
              void navigate(PATHS.home, { replace: true });
            }}
          >
            Login as different user
          </Button>
          <Button onClick={reload}>Check Again</Button>
        </>
      }
    />
  );
}
