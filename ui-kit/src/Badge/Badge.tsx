import type { ReactNode } from 'react';

import type { Tone } from '../theme';
import { StyledBadge } from './Badge.styles';

export interface BadgeProps {
  /** Status colour; e.g. paid/disbursed success, unpaid primary (dark blue), void danger. */
  tone?: Tone;
  children: ReactNode;
  className?: string;
}

/**
 * A short status label in one of the theme's tones (Paid, Unpaid, Locked). Use the tone that
 * matches the meaning (success, warning, danger, info, neutral, primary), never colour alone:
 * the text says the status.
 */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} className={className}>
      {children}
    </StyledBadge>
  );
}
