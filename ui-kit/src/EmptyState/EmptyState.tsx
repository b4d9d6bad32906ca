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

export function EmptyState({ message, children, icon, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      <IconWrap aria-hidden="true">{icon ?? <InboxIcon size={22} />}</IconWrap>
      <Message>{message}</Message>
      {children}
    </Root>
  );
}
