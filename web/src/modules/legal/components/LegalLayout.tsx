import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

import logoUrl from '../../../assets/logo.svg';
import { LEGAL_LAST_UPDATED, PRODUCT_NAME, SUPPORT_EMAIL, TAGLINE } from '../../app/brand';
import { PATHS } from '../../app/router/paths';

const Header = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px 24px;
  padding: 16px 24px;
  border-bottom: 1px solid rgba(0, 0, 0, 0.1);
`;

const Tagline = styled.span`
  font-weight: 600;
  opacity: 0.8;
`;

const Main = styled.main`
  max-width: 860px;
  margin: 0 auto;
  padding: 32px 24px 64px;
  h1 {
    font-size: 32px;
    margin: 0 0 4px;
  }
  p,
  li {
    line-height: 1.6;
  }
`;

const Updated = styled.p`
  margin: 0 0 24px;
  opacity: 0.7;
`;

interface Props {
  title: string;
  intro?: readonly string[];
  children: ReactNode;
}

/** One layout for the public legal pages (spec 002): logo linking home, tagline, last update. */
export function LegalLayout({ title, intro = [], children }: Props) {
  return (
    <>
      <Header>
        <Link to={PATHS.home} aria-label={`${PRODUCT_NAME} home`}>
          <img src={logoUrl} alt={PRODUCT_NAME} width={168} height={40} />
        </Link>
        <Tagline>{TAGLINE}</Tagline>
      </Header>
      <Main>
        <h1>{title}</h1>
        <Updated>Last updated: {LEGAL_LAST_UPDATED}</Updated>
        {intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {children}
        <p>
          Questions? <a href={`mailto:${SUPPORT_EMAIL}`}>Contact us</a>.
        </p>
      </Main>
    </>
  );
}
