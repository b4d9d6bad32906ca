import { useScrollFocus } from '@pg/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

// A wide table scrolls inside its own box on phones; the page never scrolls sideways.
const TableBox = styled.div`
  overflow-x: auto;
`;

/** A table that may scroll sideways: a keyboard stop while it does. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const { ref: scrollBox, tabIndex } = useScrollFocus<HTMLDivElement>();
  return (
    <TableBox ref={scrollBox} tabIndex={tabIndex} role="group" aria-label={label}>
      {children}
    </TableBox>
  );
}

/** A code sample that may scroll sideways: a keyboard stop while it does. */
export function CodeSample({ children }: { children: string }) {
  const { ref: scrollBox, tabIndex } = useScrollFocus<HTMLPreElement>();
  return (
    <pre ref={scrollBox} tabIndex={tabIndex}>
      {children}
    </pre>
  );
}
