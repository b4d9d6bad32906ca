import { useQuery } from '@apollo/client/react';

import { LegalLayout } from '../modules/legal/components/LegalLayout';
import { LegalSections } from '../modules/legal/components/LegalSections';
import {
  CARD_BRANDS_FAILED,
  CARD_BRANDS_LOADING,
  CARD_BRANDS_NONE,
  CARD_BRANDS_SECTION_ID,
  PAYMENT_TERMS_INTRO,
  PAYMENT_TERMS_SECTIONS,
  PAYMENT_TERMS_TITLE,
} from '../modules/legal/content/paymentTerms';
import { ACCEPTED_CARDS, ACCEPTED_CARDS_FIRST } from '../modules/legal/graphql/acceptedCards';

/** Spec 002: the payment terms, listing the card brands the pay pages accept (gateway settings). */
export function PaymentTermsPage() {
  const cards = useQuery(ACCEPTED_CARDS, { variables: { first: ACCEPTED_CARDS_FIRST } });
  const brands = cards.data?.cards.map((c) => c.name);
  const items = brands ? (brands.length > 0 ? brands : [CARD_BRANDS_NONE]) : [cards.error ? CARD_BRANDS_FAILED : CARD_BRANDS_LOADING];
  const sections = PAYMENT_TERMS_SECTIONS.map((s) => (s.id === CARD_BRANDS_SECTION_ID ? { ...s, items } : s));
  return (
    <LegalLayout title={PAYMENT_TERMS_TITLE} intro={PAYMENT_TERMS_INTRO}>
      <LegalSections sections={sections} />
    </LegalLayout>
  );
}
