import styled from 'styled-components';

import type { LegalSection } from '../content/types';

const Section = styled.section`
  margin: 0 0 24px;
  h2 {
    font-size: 20px;
    margin: 0 0 8px;
  }
  p,
  li {
    line-height: 1.6;
  }
`;

/** Renders legal sections with ids so tables of contents can link to them. */
export function LegalSections({ sections, idPrefix = '' }: { sections: readonly LegalSection[]; idPrefix?: string }) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.id} id={`${idPrefix}${section.id}`} aria-labelledby={`${idPrefix}${section.id}-title`}>
          <h2 id={`${idPrefix}${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Section>
      ))}
    </>
  );
}
