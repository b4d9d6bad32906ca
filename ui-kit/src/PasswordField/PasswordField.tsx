import { forwardRef, useState } from 'react';

import { IconButton } from '../Button';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from '../TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle; the toggle says which state it switches to. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
});
