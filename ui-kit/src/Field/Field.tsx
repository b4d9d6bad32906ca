import { type ReactNode, useId } from 'react';

import { ErrorText, FieldRoot, Hint, Label } from './Field.styles';

export interface FieldIds {
  id: string;
  labelId: string;
  hintId: string;
  errorId: string;
  /** Value for aria-describedby: the hint and the error, whichever are shown. */
  describedBy: string | undefined;
}

/** Stable ids tying a label, hint and error to their control. */
export function useFieldIds(explicitId: string | undefined, hint: ReactNode, error: ReactNode): FieldIds {
  const generated = useId();
  const id = explicitId ?? `field${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, labelId: `${id}-label`, hintId, errorId, describedBy };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** When false the label is not a <label for> (e.g. a listbox button labelled by aria-labelledby). */
  htmlFor?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error. The error is role=alert so it is announced. */
export function FieldFrame({ ids, label, hint, error, htmlFor = true, className, children }: FieldFrameProps) {
  return (
    <FieldRoot className={className}>
      <Label id={ids.labelId} htmlFor={htmlFor ? ids.id : undefined}>
        {label}
      </Label>
      {children}
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={ids.errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldRoot>
  );
}
