import type { InputHTMLAttributes, ReactNode } from 'react';

import { CheckIcon } from '../icons';
import { Box, NativeInput, Root } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A labelled checkbox (native input, styled). Controlled: pass `checked` and `onChange(checked)`.
 * Use it for an independent yes/no (accept the terms); for one choice of several use radios.
 */
export function Checkbox({ label, checked, onChange, disabled, className, ...rest }: CheckboxProps) {
  return (
    <Root className={className} $disabled={Boolean(disabled)}>
      <NativeInput type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} {...rest} />
      <Box aria-hidden="true">
        <CheckIcon size={14} strokeWidth={3} />
      </Box>
      <span>{label}</span>
    </Root>
  );
}
