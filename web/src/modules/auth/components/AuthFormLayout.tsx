import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';

import logoUrl from '../../../assets/logo.svg';
import { PRODUCT_NAME } from '../../app/brand';

// The form column of the auth screens: logo, heading, optional tagline, fields, actions.
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
`;

const Heading = styled.h1`
  margin: 16px 0 0;
  font-size: 28px;
  line-height: 1.2;
`;

const Tagline = styled.p`
  margin: 0 0 8px;
  opacity: 0.75;
`;

export const FormActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 8px;
`;

export const FormRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

interface Props {
  heading: string;
  tagline?: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

export function AuthFormLayout({ heading, tagline, onSubmit, children }: Props) {
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={heading}>
      <img src={logoUrl} alt={PRODUCT_NAME} width={168} height={40} />
      <Heading>{heading}</Heading>
      {tagline && <Tagline>{tagline}</Tagline>}
      {children}
    </Form>
  );
}
