import { LegalLayout } from '../modules/legal/components/LegalLayout';
import { LegalSections } from '../modules/legal/components/LegalSections';
import { PAYMENT_TERMS_INTRO, PAYMENT_TERMS_SECTIONS, PAYMENT_TERMS_TITLE } from '../modules/legal/content/paymentTerms';

export function PaymentTermsPage() {
  return (
    <LegalLayout title={PAYMENT_TERMS_TITLE} intro={PAYMENT_TERMS_INTRO}>
      <LegalSections sections={PAYMENT_TERMS_SECTIONS} />
    </LegalLayout>
  );
}
