import { PAYMENT_SOMETHING_WENT_WRONG_MESSAGE } from '@pg/domain';
import { Button, Spinner } from '@pg/ui-kit';
import { useEffect, useState } from 'react';

import logoUrl from '../../../assets/logo.svg';
import { PayGraphQLError } from '../graphql/payClient';
import { money } from './money';
import { AmountDue, Brand, Heading, Main, Page, Status } from './payments.styles';

// What the invoice and checkout pay pages share: the details panel's state, the not-found
// redirect, the loading and failure screens, and the heading with the amount due.

const NOT_FOUND_PATH = '/404';

/** Wide screens show the details beside the form; phones open them on demand. */
const startsOpen = (): boolean => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;

export function useDetailsPanel() {
  return useState(startsOpen);
}

/**
 * An unknown access key goes to the app's not-found page (spec 000 section 8), a full page load
 * since this page runs outside the app.
 */
export function useNotFoundRedirect(error: unknown): void {
  const notFound = PayGraphQLError.is(error) && error.hasCode('NOT_FOUND');
  useEffect(() => {
    if (notFound) window.location.replace(NOT_FOUND_PATH);
  }, [notFound]);
}

/**
 * While the page's data loads: the brand and the title, painted at once by the same markup in
 * pay.html and checkout.html before any script runs (the page's largest paint; docs/performance.md
 * section 10), and the spinner.
 */
export function PayLoading({ title, label }: { title: string; label: string }) {
  return (
    <Page $panelOpen={false}>
      <Main>
        <Brand>
          <img src={logoUrl} alt="Payment gateway" width={168} height={40} />
        </Brand>
        <Heading>
          <h1>{title}</h1>
        </Heading>
        <Spinner label={label} />
      </Main>
    </Page>
  );
}

/** The page's data could not be loaded. */
export function PayUnavailable({ title }: { title: string }) {
  return (
    <Page $panelOpen={false}>
      <Main>
        <Status role="alert">
          <h2>{title}</h2>
          <p>{PAYMENT_SOMETHING_WENT_WRONG_MESSAGE}</p>
        </Status>
      </Main>
    </Page>
  );
}

interface PayHeaderProps {
  title: string;
  ownerName: string;
  code: string;
  /** Decimal as the API gives it. */
  total: number;
  panelOpen: boolean;
  openLabel: string;
  onOpenPanel: () => void;
}

/** The brand (with the button that opens the details when they are closed), the title and the amount due. */
export function PayHeader({ title, ownerName, code, total, panelOpen, openLabel, onOpenPanel }: PayHeaderProps) {
  return (
    <>
      <Brand>
        <img src={logoUrl} alt="Payment gateway" width={168} height={40} />
        {!panelOpen && (
          <Button variant="secondary" size="sm" onClick={onOpenPanel}>
            {openLabel}
          </Button>
        )}
      </Brand>
      <Heading>
        <h1>{title}</h1>
        <p>
          {ownerName} · {code}
        </p>
      </Heading>
      <AmountDue>
        <span>Total Amount</span>
        <strong>{money(total)}</strong>
      </AmountDue>
    </>
  );
}
