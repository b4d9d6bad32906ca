import type { ChangeEvent } from 'react';

/** What a section needs to show one field: the value, its visible error and the two handlers. */
export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}
