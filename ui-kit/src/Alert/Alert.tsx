import type { ReactNode } from 'react';

import { IconButton } from '../Button';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import type { Tone } from '../theme';
import { Content, Root, Title } from './Alert.styles';

export interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a dismiss button. */
  onClose?: () => void;
  className?: string;
}

const ICONS: Record<Tone, typeof InfoIcon> = {
  success: SuccessIcon,
  info: InfoIcon,
  danger: DangerIcon,
  warning: WarningIcon,
  neutral: InfoIcon,
  primary: InfoIcon,
};

/** Inline message. Danger and warning interrupt screen readers (role=alert); others are polite. */
export function Alert({ tone = 'info', title, children, onClose, className }: AlertProps) {
  const Icon = ICONS[tone];
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <Root role={urgent ? 'alert' : 'status'} $tone={tone} className={className}>
      <Icon />
      <Content>
        {title && <Title>{title}</Title>}
        {children}
      </Content>
      {onClose && (
        <IconButton label="Dismiss" size="sm" onClick={onClose}>
          <CloseIcon size={16} />
        </IconButton>
      )}
    </Root>
  );
}
