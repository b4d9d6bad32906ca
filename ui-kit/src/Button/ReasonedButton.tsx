import { useId } from 'react';
import styled from 'styled-components';

import { Button, type ButtonProps } from './Button';

const Wrap = styled.span<{ $align: 'start' | 'end'; $full: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: ${({ $align, $full }) => ($full ? 'stretch' : $align === 'end' ? 'flex-end' : 'flex-start')};
  ${({ $full }) => $full && 'width: 100%;'}
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
`;

const Reason = styled.small`
  max-width: 22rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: inherit;
`;

export interface ReasonedButtonProps extends ButtonProps {
  /**
   * Why the button is disabled ('Fill in: E-mail, License Number'), shown under it and read
   * with it by screen readers (aria-describedby). Only shown while the button is disabled.
   */
  reason?: string | null;
  /** Which edge the reason lines up with (end for buttons at the right of a header). */
  align?: 'start' | 'end';
}

/**
 * A button the spec may disable, that then says why (issue 50): a disabled action with no
 * reason reads as a broken page.
 */
export function ReasonedButton({ reason, align = 'start', disabled, fullWidth = false, ...rest }: ReasonedButtonProps) {
  const id = useId();
  const explained = Boolean(disabled && reason);
  return (
    <Wrap $align={align} $full={fullWidth} style={align === 'end' ? { textAlign: 'right' } : undefined}>
      <Button disabled={disabled} fullWidth={fullWidth} aria-describedby={explained ? id : undefined} {...rest} />
      {explained && <Reason id={id}>{reason}</Reason>}
    </Wrap>
  );
}
