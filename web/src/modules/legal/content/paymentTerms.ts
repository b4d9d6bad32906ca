import { PRODUCT_NAME } from '../../app/brand';
import type { LegalSection } from './types';

// Spec 002 section 2: the payment methods and the rules on their availability are the spec's.
export const PAYMENT_TERMS_TITLE = 'Payment Terms';

export const PAYMENT_TERMS_INTRO = [
  `These payment terms describe the payment methods your customers can use to pay you through ${PRODUCT_NAME}. They form part of your ${PRODUCT_NAME} Terms of Service.`,
];

/** The section whose list is the accepted card brands. */
export const CARD_BRANDS_SECTION_ID = 'methods';

export const PAYMENT_TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'methods',
    title: '1. Supported Payment Methods',
    // The brands themselves come from gateway settings (PaymentTermsPage), as the pay pages offer them.
    paragraphs: ['Your customers can pay with the following card brands:'],
  },
  {
    id: 'availability',
    title: '2. Availability',
    paragraphs: ['The availability of each payment method varies by geography and may depend on where your customer and their card issuer are located.'],
  },
  {
    id: 'changes',
    title: '3. Changes to Payment Methods',
    paragraphs: [
      `${PRODUCT_NAME} may add or remove payment methods. We will give you prior notice before removing a payment method, unless a card network, our partner bank or another third party requires us to remove it sooner.`,
    ],
  },
];

export const CARD_BRANDS_LOADING = 'Loading the accepted card brands…';
export const CARD_BRANDS_FAILED = 'The accepted card brands could not be loaded. Please reload the page.';
export const CARD_BRANDS_NONE = 'No card brands are accepted at the moment.';
