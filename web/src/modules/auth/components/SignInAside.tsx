import { Carousel } from '@pg/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';

import { TAGLINE } from '../../app/brand';
import { type Endorsement, ENDORSEMENTS, PARTNERSHIP_LINE, shuffle } from '../content/endorsements';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 32px;
  height: 100%;
  padding: 48px;
`;

const Tagline = styled.h2`
  margin: 0;
  font-size: 32px;
  line-height: 1.25;
`;

const Quote = styled.figure`
  margin: 0;
  blockquote {
    margin: 0 0 16px;
    font-size: 18px;
    line-height: 1.5;
  }
  figcaption {
    font-weight: 600;
  }
`;

function Slide({ endorsement }: { endorsement: Endorsement }) {
  return (
    <Quote>
      <blockquote>“{endorsement.quote}”</blockquote>
      <figcaption>
        {endorsement.author}, {endorsement.position}
      </figcaption>
    </Quote>
  );
}

/** Spec 000 section 1: shuffled once per visit, not auto-playing, 500 ms slide speed. */
export function SignInAside({ random }: { random?: () => number }) {
  const [slides] = useState(() => shuffle(ENDORSEMENTS, random).map((e) => <Slide key={e.author} endorsement={e} />));
  return (
    <Panel>
      <Tagline>{TAGLINE}</Tagline>
      <Carousel slides={slides} speed={500} />
      <p>{PARTNERSHIP_LINE}</p>
    </Panel>
  );
}
