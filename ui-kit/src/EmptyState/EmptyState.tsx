import type { ReactNode } from 'react';

import { InboxIcon } from '../icons';
import { IconWrap, Message, Root } from './EmptyState.styles';

export interface EmptyStateProps {
  /** E.g. 'No Invoices found' (spec 000 §8). */
  message: ReactNode;
  /** Secondary text or a call to action. */
  children?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/**
 * What a list shows when it has no rows: an icon, the message and optionally an action
 * (children), e.g. 'No invoices yet' with a Create Invoice button.
 */
export function EmptyState({ message, children, icon, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      <IconWrap aria-hidden="true">{icon ?? <InboxIcon size={22} />}</IconWrap>
      <Message>{message}</Message>
      {children}
    </Root>
  );
}
