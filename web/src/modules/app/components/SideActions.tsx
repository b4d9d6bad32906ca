import { Card } from '@pg/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { useIsMobile } from '../hooks/useIsMobile';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Keeps the page's end clear of the fixed bar. */
const Spacer = styled.div`
  height: 72px;
`;

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  & > * {
    flex: 1;
  }
`;

/**
 * A details page's actions: a side card on wide screens, a bar fixed to the bottom on phones
 * (spec 002 s2, organization page; the same on the user page).
 */
export function SideActions({ title = 'Actions', children }: { title?: string; children: ReactNode }) {
  const mobile = useIsMobile();
  if (mobile) {
    return (
      <>
        <Spacer />
        <Bar role="toolbar" aria-label={title}>
          {children}
        </Bar>
      </>
    );
  }
  return (
    <Card title={title}>
      <Column>{children}</Column>
    </Card>
  );
}
