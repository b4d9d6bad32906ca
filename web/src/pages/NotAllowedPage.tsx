import { Button } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { CenteredMessage } from '../modules/app/components/CenteredMessage';
import { PATHS } from '../modules/app/router/paths';

/** Shown inside the shell when the signed-in role may not open a dashboard route. */
export function NotAllowedPage() {
  const navigate = useNavigate();
  return (
    <CenteredMessage
      embedded
      title="You are not allowed to view this page"
      message="Your role does not give access to this section. Ask your organization administrator if you need it."
      actions={<Button onClick={() => void navigate(PATHS.home)}>Back to dashboard</Button>}
    />
  );
}
