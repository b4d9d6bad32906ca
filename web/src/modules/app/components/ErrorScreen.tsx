import { Button } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { PATHS } from '../router/paths';
import { CenteredMessage } from './CenteredMessage';

/** The 'Oh no' fallback: back to the dashboard, clearing the error so the app renders again. */
export function ErrorScreen({ reset }: { reset: () => void }) {
  const navigate = useNavigate();
  return (
    <CenteredMessage
      title="Oh no"
      message="Something unexpected happened while showing this page."
      actions={
        <Button
          onClick={() => {
            void navigate(PATHS.home);
            reset();
          }}
        >
          Back
        </Button>
      }
    />
  );
}
