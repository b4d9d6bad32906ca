import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { EndSlot, FieldFrame, Input, InputWrap, useFieldIds } from '../Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Content drawn inside the right edge of the input (e.g. a show-password button). */
  endAdornment?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, name, error, hint, endAdornment, id, className, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <InputWrap>
        <Input
          ref={ref}
          id={ids.id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(error)}
          $withEnd={Boolean(endAdornment)}
          {...rest}
        />
        {endAdornment && <EndSlot>{endAdornment}</EndSlot>}
      </InputWrap>
    </FieldFrame>
  );
});
