import { type ReactNode, useId } from 'react';

import { Body, Header, HeaderActions, Root, Title } from './Card.styles';

export interface CardProps {
  title?: ReactNode;
  /** Buttons on the right of the title (e.g. Edit). */
  actions?: ReactNode;
  children?: ReactNode;
  /** No body padding (tables that run edge to edge). */
  flush?: boolean;
  className?: string;
}

/** A titled surface. The section is named by its title so screen readers list it as a region. */
export function Card({ title, actions, children, flush = false, className }: CardProps) {
  const titleId = useId();
  const hasHeader = Boolean(title) || Boolean(actions);
  return (
    <Root className={className} aria-labelledby={title ? titleId : undefined}>
      {hasHeader && (
        <Header>
          {title ? <Title id={titleId}>{title}</Title> : <span />}
          {actions && <HeaderActions>{actions}</HeaderActions>}
        </Header>
      )}
      <Body $flush={flush}>{children}</Body>
    </Root>
  );
}
