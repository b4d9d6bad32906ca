import type { ReactNode } from 'react';
import type { Tone } from '../theme';
import { StyledBadge } from './Badge.styles';

export interface BadgeProps {
  /** Status colour; e.g. paid/disbursed success, unpaid primary (dark blue), void danger. */
  tone?: Tone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} className={className}>
      {children}
    </StyledBadge>
  );
}
