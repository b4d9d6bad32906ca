import type { ReactNode } from 'react';
import styled from 'styled-components';

import type { PaymentProviderName } from '../logic/gatewayChoice';
import { money } from './money';
import { Status } from './payments.styles';

// What makes the pay page reassuring (issue 50): the card brand's mark in the number field, a
// line saying who processes the card, and a success state with a check, the amount, a reference
// and where the receipt went. Inline SVG: no image requests and a few hundred bytes of script.

const PROCESSORS: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  authorizeNet: 'Authorize.Net',
  sandbox: 'the Sandbox test processor',
};

export const processorName = (provider: PaymentProviderName): string => PROCESSORS[provider] ?? provider;

const Mark = styled.svg`
  display: block;
  width: 34px;
  height: 22px;
  margin-right: 6px;
`;

/** The brand's mark (Visa, Mastercard, American Express), a plain card for any other brand. */
export function BrandMark({ brand }: { brand: string }) {
  const name = brand.trim().toLowerCase();
  const label = brand || 'Card';
  if (name === 'visa') {
    return (
      <Mark viewBox="0 0 34 22" role="img" aria-label={label}>
        <rect width="34" height="22" rx="3" fill="#fff" stroke="#D0D5DD" />
        <text x="17" y="15" textAnchor="middle" fontSize="10" fontWeight="700" fontStyle="italic" fill="#1A1F71" fontFamily="Arial, sans-serif">
          VISA
        </text>
      </Mark>
    );
  }
  if (name === 'mastercard') {
    return (
      <Mark viewBox="0 0 34 22" role="img" aria-label={label}>
        <rect width="34" height="22" rx="3" fill="#fff" stroke="#D0D5DD" />
        <circle cx="13.5" cy="11" r="6" fill="#EB001B" />
        <circle cx="20.5" cy="11" r="6" fill="#F79E1B" fillOpacity="0.9" />
      </Mark>
    );
  }
  if (name === 'american express' || name === 'amex') {
    return (
      <Mark viewBox="0 0 34 22" role="img" aria-label={label}>
        <rect width="34" height="22" rx="3" fill="#1F72CD" />
        <text x="17" y="14.5" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
          AMEX
        </text>
      </Mark>
    );
  }
  return (
    <Mark viewBox="0 0 34 22" role="img" aria-label={label}>
      <rect x="0.5" y="0.5" width="33" height="21" rx="3" fill="#fff" stroke="#98A2B3" />
      <rect x="0.5" y="5" width="33" height="4" fill="#98A2B3" />
    </Mark>
  );
}

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    flex: none;
    margin-top: 1px;
  }
`;

const Lock = () => (
  <svg width="14" height="16" viewBox="0 0 14 16" aria-hidden="true">
    <rect x="1" y="7" width="12" height="8" rx="2" fill="currentColor" />
    <path d="M4 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** Who processes the card, and that the page is secure: next to the Pay button. */
export function SecureNote({ provider, merchant }: { provider: PaymentProviderName; merchant: string }) {
  return (
    <Note>
      <Lock />
      <span>
        Secure payment over an encrypted connection. Your card is processed by {processorName(provider)}; {merchant} never sees its number.
      </span>
    </Note>
  );
}

/** The checkout's status panel, its lines a little further apart. */
const Success = styled(Status)`
  gap: 12px;
`;

const Paid = styled.strong`
  font-size: 28px;
  font-variant-numeric: tabular-nums;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: 4px 16px;
  margin: 0;
  text-align: left;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Check = () => (
  <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
    <circle cx="28" cy="28" r="28" fill="#E7F6EC" />
    <path d="M17 29l7 7 15-16" fill="none" stroke="#16794C" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

interface PaySuccessProps {
  /** Decimal as the API gives it. */
  amount: number;
  merchant: string;
  reference: string;
  /** Where the receipt went; null when there is no address to say. */
  receiptEmail: string | null;
  /** The way back to the invoice's details (the page's panel button). */
  children?: ReactNode;
}

/** After paying: a check, the amount, the reference and the receipt's address. */
export function PaySuccess({ amount, merchant, reference, receiptEmail, children }: PaySuccessProps) {
  return (
    <Success role="status" aria-label="Payment Successful">
      <Check />
      <h2>Payment Successful</h2>
      <Paid>{money(amount)}</Paid>
      <p>
        Thank you! Your payment of {money(amount)} to {merchant} has been received.
      </p>
      <Facts>
        <dt>Reference</dt>
        <dd>{reference}</dd>
        <dt>Paid to</dt>
        <dd>{merchant}</dd>
      </Facts>
      {receiptEmail && <p>A receipt was sent to {receiptEmail}.</p>}
      {children}
    </Success>
  );
}
