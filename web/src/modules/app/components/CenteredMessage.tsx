import type { ReactNode } from 'react';
import styled from 'styled-components';

import logoUrl from '../../../assets/logo.svg';

// Page frame of the one-message screens (404, locked, not allowed, error): logo, heading, text
// and actions centred on the page. It is screen layout, not a reusable control.
const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 24px;
  text-align: center;
`;

const Title = styled.h1`
  margin: 8px 0 0;
  font-size: 28px;
`;

const Text = styled.p`
  margin: 0;
  max-width: 520px;
  line-height: 1.5;
  opacity: 0.8;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  margin-top: 8px;
`;

interface Props {
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
  /** Inside the app shell the page already has a logo and full height. */
  embedded?: boolean;
}

export function CenteredMessage({ title, message, actions, embedded = false }: Props) {
  return (
    // Inside the shell, whose <main> already holds it, the message is a section of that page.
    <Page as={embedded ? 'section' : 'main'} style={embedded ? { minHeight: '60vh' } : undefined}>
      {!embedded && <img src={logoUrl} alt="BhutanPay" width={168} height={40} />}
      <Title>{title}</Title>
      {message && <Text>{message}</Text>}
      {actions && <Actions>{actions}</Actions>}
    </Page>
  );
}
