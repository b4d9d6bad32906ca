import { PARTNER_BANK_NAME, PRODUCT_NAME } from '../../app/brand';

// The sign-in side panel (spec 000 section 1): three endorsements from bank and tourism
// officials, shuffled on mount, plus a partnership line with the bank.
export interface Endorsement {
  quote: string;
  author: string;
  position: string;
}

export const ENDORSEMENTS: readonly Endorsement[] = [
  {
    quote: `${PRODUCT_NAME} gives our merchants a secure way to accept international card payments and brings the settlement straight to their accounts with us.`,
    author: 'Chief Executive Officer',
    position: PARTNER_BANK_NAME,
  },
  {
    quote: 'Tour operators can now invoice their guests before arrival and collect every fee, from visas to hotels, in one payment.',
    author: 'Director General',
    position: 'Department of Tourism',
  },
  {
    quote: 'Paying for a trip to Bhutan has become as simple as booking it. Our members were paid faster from the first season.',
    author: 'President',
    position: 'Association of Bhutanese Tour Operators',
  },
];

export const PARTNERSHIP_LINE = `In partnership with ${PARTNER_BANK_NAME}`;

/** Fisher-Yates; the random source is injectable so a test can fix the order. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
