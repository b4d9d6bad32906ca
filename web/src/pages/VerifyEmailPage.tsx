import { useApolloClient } from '@apollo/client/react';
import { AuthLayout, Spinner, useToast } from '@pg/ui-kit';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';

import { CenteredMessage } from '../modules/app/components/CenteredMessage';
import { useDocumentTitle } from '../modules/app/hooks/useDocumentTitle';
import { decodeParam } from '../modules/app/router/decodeParam';
import { PATHS } from '../modules/app/router/paths';
import { VERIFY_EMAIL_LINK } from '../modules/auth/graphql/account';

export const VERIFY_SUCCESS = 'E-mail verification successfull. Please log in.';

export const VERIFY_EMAIL_TITLE = 'Email Verification';

/** E-mail verification /verify-email/:userId/:token, both URL-decoded (spec 000 section 2). */
export function VerifyEmailPage() {
  useDocumentTitle(VERIFY_EMAIL_TITLE);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const params = useParams();
  const userId = decodeParam(params.userId);
  const token = decodeParam(params.token);
  // A verification token is single-use: StrictMode's second effect run must not resend it.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    client
      .query({
        query: VERIFY_EMAIL_LINK,
        variables: { userId, token },
      })
      .then(({ data }) => {
        if (data?.verifyEmailLink.success) toast.success(VERIFY_SUCCESS);
      })
      .catch(() => {
        // The error link has shown why the link failed.
      })
      .finally(() => void navigate(PATHS.home));
  }, [client, navigate, toast, token, userId]);

  return (
    <AuthLayout>
      <CenteredMessage embedded title="Email Verification" message="Please wait while we verify your email" actions={<Spinner />} />
    </AuthLayout>
  );
}
