import { PARTNER_BANK_NAME, PRODUCT_NAME } from '../../app/brand';
import type { LegalSection } from './types';

// The merchant Terms of Service shown from sign-up and the app footer. Its limits are the
// spec's (000 section 5 'Terms' and section 9 'Terms limits'); the wording is ours.
export const MERCHANT_TERMS_TITLE = `${PRODUCT_NAME} Merchant Terms of Service`;

export const MERCHANT_TERMS: readonly LegalSection[] = [
  {
    id: 'A',
    title: 'A. Your Account',
    paragraphs: [
      `${PRODUCT_NAME} accounts are available only to businesses, charities and other entities located in Bhutan. By registering you confirm that the business you name is yours or that you are authorised to act for it, and that the details you give us match those held on file with ${PARTNER_BANK_NAME}.`,
      'Every user of an account must be at least 13 years old. A user aged 13 to 17 may use the account only with the approval of a parent, guardian or the board of the organization; users aged 18 or over are treated as adults.',
      'You are responsible for every action taken with your credentials. Keep your password secret and tell us at once if you suspect anyone else has used it.',
    ],
  },
  {
    id: 'B',
    title: 'B. Payment Processing',
    paragraphs: [
      `${PRODUCT_NAME} lets you issue invoices and hosted checkouts and accept card payments from your customers. You may only accept payments for genuine sales of goods and services that are not restricted businesses.`,
      'Our fees are shown in your account settings. We will give you at least 10 days notice before any fee change takes effect.',
      'You must publish a refund policy and honour it. A refund must be started within five calendar days of agreeing it with your customer, and no refund can be started more than 160 days after the original payment.',
      'If disputes raised against your payments rise above about 1% of your transactions, card networks may stop you from accepting their cards and we may suspend payment acceptance.',
      'You must tell us about any error in a payment, payout or statement within 60 days of it appearing in your account; after that the records are treated as accepted.',
    ],
  },
  {
    id: 'C',
    title: 'C. Payouts and Your Business',
    paragraphs: [
      "Funds due to you are paid out only to an account held at a bank in Bhutan, in your organization's name.",
      'You must notify us within 3 days if your business becomes subject to bankruptcy or insolvency proceedings, if 25% or more of your assets are transferred, or if a judgment is entered against 25% or more of your assets.',
    ],
  },
  {
    id: 'D',
    title: 'D. Term, Termination and Changes',
    paragraphs: [
      'You may close your account at any time from Account Settings. We may suspend or close an account that breaches these terms or that our partner bank asks us to close.',
      'After termination you keep access to your payment details for 30 days so that you can download your records.',
      'We may change these terms by posting the new version; changes take effect 7 days after posting. A notice we send you counts as received 24 hours after it is posted or e-mailed.',
    ],
  },
  {
    id: 'E',
    title: 'E. Resolving Disputes With Us',
    paragraphs: [
      'Any disagreement between you and us about these terms will first be raised with our support team. If it cannot be settled informally it is decided by binding arbitration.',
      'Claims under $75,000 are heard under an expedited arbitration procedure. Under section E-6, a claim under $25,000 may instead be decided on written submissions alone.',
      'Our total liability to you for any claim is limited to the fees you paid us in the three months before the event that gave rise to the claim.',
    ],
  },
];
