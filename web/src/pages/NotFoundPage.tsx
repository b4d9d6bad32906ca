import { Button } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { CenteredMessage } from '../modules/app/components/CenteredMessage';
import { PATHS } from '../modules/app/router/paths';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <CenteredMessage
      title="Sorry, the page was not found"
      message="The address may be mistyped, or the page may have moved."
      actions={<Button onClick={() => void navigate(PATHS.home)}>Go back to dashboard</Button>}
    />
  );
}
