import { LegalLayout } from '../modules/legal/components/LegalLayout';
import { LegalSections } from '../modules/legal/components/LegalSections';
import { MARKS_USAGE_INTRO, MARKS_USAGE_SECTIONS, MARKS_USAGE_TITLE } from '../modules/legal/content/marksUsageAgreement';

export function MarksUsageAgreementPage() {
  return (
    <LegalLayout title={MARKS_USAGE_TITLE} intro={MARKS_USAGE_INTRO}>
      <LegalSections sections={MARKS_USAGE_SECTIONS} />
    </LegalLayout>
  );
}
