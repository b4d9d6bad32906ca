import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';

import { FieldFrame, useFieldIds } from '../Field';
import { StyledTextArea } from './TextArea.styles';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * A labelled multi-line text field with hint and error, wired like TextField (the error is
 * announced through aria-describedby). Use it for free text such as reasons and notes.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, name, error, hint, id, className, rows = 4, ...rest }, ref) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <StyledTextArea
        ref={ref}
        id={ids.id}
        name={name}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...rest}
      />
    </FieldFrame>
  );
});
