import { Button } from '@pg/ui-kit';
import { useNavigate } from 'react-router';
import { CenteredMessage } from '../modules/app/components/CenteredMessage';
import { PATHS } from '../modules/app/router/paths';
import { useSession } from '../modules/app/session/SessionContext';

interface Props {
  /** Reloads the page so the session is fetched again; injectable for tests and stories. */
  reload?: () => void;
}

/** A user locked by their organization administrator is confined here (spec 000 section 2). */
export function LockedPage({ reload = () => window.location.reload() }: Props) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <CenteredMessage
      title="Your account is pending approval"
      message="Your account has been locked by your organization administrator. Please contact them to unlock it, then check again."
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
