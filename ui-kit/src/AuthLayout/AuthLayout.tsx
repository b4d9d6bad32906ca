import type { ReactNode } from 'react';

import { Aside, Content, Main, Root } from './AuthLayout.styles';

export interface AuthLayoutProps {
  /** The form column. */
  children: ReactNode;
  /** Side panel (endorsements); hidden below 1200 px (spec 000 §1). */
  aside?: ReactNode;
  className?: string;
}

/** Two-column frame of the signed-out screens. */
export function AuthLayout({ children, aside, className }: AuthLayoutProps) {
  return (
    <Root $withAside={Boolean(aside)} className={className}>
      <Main>
        <Content>{children}</Content>
      </Main>
      {aside && <Aside>{aside}</Aside>}
    </Root>
  );
}
