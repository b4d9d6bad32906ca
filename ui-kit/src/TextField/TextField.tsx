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

/**
 * The length of the platform's text columns (TEXT_MAX_LENGTH in @pg/domain): a field takes no more
 * than its column keeps unless it says otherwise, so nothing typed is cut off later.
 */
export const TEXT_FIELD_MAX_LENGTH = 255;

/**
 * A labelled single-line input with optional hint and error. The label is always visible (no
 * placeholder-only fields); the error shows below it as an alert, tied to the input through
 * aria-describedby. Takes every native input attribute (type, inputMode, autoComplete…).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, name, error, hint, endAdornment, id, className, maxLength = TEXT_FIELD_MAX_LENGTH, ...rest },
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
          maxLength={maxLength}
          {...rest}
        />
        {endAdornment && <EndSlot>{endAdornment}</EndSlot>}
      </InputWrap>
    </FieldFrame>
  );
});
