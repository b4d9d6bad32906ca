import { LoadingScreen, useToast } from '@pg/ui-kit';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { Narrow, Page, PageHeader } from '../../app/components/page.styles';
import { PATHS } from '../../app/router/paths';

// What the refund and dispute decline pages share around their wizard: the side effects they
// give the machine and the page frame.

interface DeclineEffectsOptions {
  /** Where Back from the first step goes. */
  leaveTo: string;
  /** Where the user lands after the decline, with the success toast. */
  declinedTo: string;
  declinedToast: string;
}

/** The screen's side effects for a decline machine's `.provide({ actions })`. */
export function useDeclineEffects({ leaveTo, declinedTo, declinedToast }: DeclineEffectsOptions) {
  const navigate = useNavigate();
  const toast = useToast();
  return {
    goToNotFound: () => void navigate(PATHS.notFound, { replace: true }),
    leaveWizard: () => void navigate(leaveTo),
    notifyDeclined: () => {
      toast.success(declinedToast);
      void navigate(declinedTo);
    },
    // GraphQL failures are already toasted by the Apollo error policy (spec 000 s8).
    notifyError: () => undefined,
  };
}

interface DeclinePageFrameProps {
  /** While the target loads, and once the machine is done (it navigates away). */
  loading: boolean;
  header: ReactNode;
  children: ReactNode;
}

export function DeclinePageFrame({ loading, header, children }: DeclinePageFrameProps) {
  if (loading) return <LoadingScreen />;
  return (
    <Page>
      <PageHeader>{header}</PageHeader>
      <Narrow>{children}</Narrow>
    </Page>
  );
}
