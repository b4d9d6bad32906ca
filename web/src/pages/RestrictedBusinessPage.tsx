import { LegalLayout } from '../modules/legal/components/LegalLayout';
import { LegalSections } from '../modules/legal/components/LegalSections';
import { RESTRICTED_BUSINESSES, RESTRICTED_BUSINESSES_INTRO, RESTRICTED_BUSINESSES_TITLE } from '../modules/legal/content/restrictedBusinesses';

export function RestrictedBusinessPage() {
  return (
    <LegalLayout title={RESTRICTED_BUSINESSES_TITLE} intro={RESTRICTED_BUSINESSES_INTRO}>
      <LegalSections sections={RESTRICTED_BUSINESSES} />
    </LegalLayout>
  );
}
