import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur(): void;
}

export interface FormApi<V extends Record<string, string>> {
  values: V;
  /** Errors of the fields the user has touched, or of every field after a submit attempt. */
  errors: FieldErrors<V>;
  hasErrors: boolean;
  /** True while any field is still blank (spec: submit disabled when the form is empty). */
  isEmpty: boolean;
  changed: boolean;
  field(name: keyof V & string): FieldBinding;
  setValue(name: keyof V & string, value: string): void;
  /** Marks every field touched and calls onValid only when validation passes. */
  handleSubmit(onValid: (values: V) => void): (event?: FormEvent) => void;
}

/**
 * Form state shared by the auth and settings screens (spec 000 section 4: forms track changed
 * state and per-field errors; a submit is sent only when there are no errors). Validation
 * itself comes from @pg/domain so the API and the screens give the same messages.
 */
export function useForm<V extends Record<string, string>>(
  initial: V,
  validate: (values: V) => FieldErrors<V>,
  required: ReadonlyArray<keyof V> = Object.keys(initial),
): FormApi<V> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const allErrors = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(() => {
    const shown: FieldErrors<V> = {};
    for (const key of Object.keys(allErrors) as (keyof V)[]) {
      if (allErrors[key] && (submitted || touched[key])) shown[key] = allErrors[key];
    }
    return shown;
  }, [allErrors, submitted, touched]);

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
  }, []);

  return {
    values,
    errors,
    hasErrors: Object.values(allErrors).some(Boolean),
    isEmpty: required.some((key) => values[key].trim() === ''),
    changed: (Object.keys(initial) as (keyof V)[]).some((key) => values[key] !== initial[key]),
    setValue,
    field: (name) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    }),
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault();
      setSubmitted(true);
      if (!Object.values(allErrors).some(Boolean)) onValid(values);
    },
  };
}
