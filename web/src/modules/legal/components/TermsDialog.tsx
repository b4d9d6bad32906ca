import { Button, Dialog } from '@pg/ui-kit';
import styled from 'styled-components';

import { MERCHANT_TERMS, MERCHANT_TERMS_TITLE } from '../content/merchantTerms';
import { LegalSections } from './LegalSections';

const Contents = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin-bottom: 24px;
  a {
    color: inherit;
    font-weight: 600;
  }
`;

const ID_PREFIX = 'terms-';

/** The merchant Terms of Service: full screen, with anchor links to sections A to E. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={MERCHANT_TERMS_TITLE} fullScreen actions={<Button onClick={onClose}>Close</Button>}>
      <Contents aria-label="Sections">
        {MERCHANT_TERMS.map((section) => (
          <a key={section.id} href={`#${ID_PREFIX}${section.id}`}>
            {section.title}
          </a>
        ))}
      </Contents>
      <LegalSections sections={MERCHANT_TERMS} idPrefix={ID_PREFIX} />
    </Dialog>
  );
}
