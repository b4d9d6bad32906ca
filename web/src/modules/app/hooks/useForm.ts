import { type ChangeEvent, type FormEvent, useCallback, useMemo, useState } from 'react';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** Field messages as the API sends them in extensions.fields. */
export type ServerFieldErrors = Readonly<Partial<Record<string, string>>>;

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export interface FormApi<V extends Record<string, string>> {
  values: V;
  /** Errors of the fields the user has touched, or of every field after a submit attempt. */
  errors: FieldErrors<V>;
  hasErrors: boolean;
  /** True while any field is still blank (spec: submit disabled when the form is empty). */
  isEmpty: boolean;
  changed: boolean;
  field: (name: keyof V & string) => FieldBinding;
  setValue: (name: keyof V & string, value: string) => void;
  /** Marks a field as visited (a select left without a choice shows its message). */
  touch: (name: keyof V & string) => void;
  /**
   * The API's refusal on fields (extensions.fields): shown on those fields, holding the submit,
   * until the user changes them. Fields the form does not have are left to the error toast.
   */
  setServerErrors: (fields: ServerFieldErrors) => void;
  /** Marks every field touched and calls onValid only when validation passes. */
  handleSubmit: (onValid: (values: V) => void) => (event?: FormEvent) => void;
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
  const [server, setServer] = useState<FieldErrors<V>>({});

  const allErrors = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(() => {
    // The server's word wins: it knows what the form cannot (an e-mail another organization has).
    const shown: FieldErrors<V> = { ...server };
    for (const key of Object.keys(allErrors) as (keyof V)[]) {
      if (!shown[key] && allErrors[key] && (submitted || touched[key])) shown[key] = allErrors[key];
    }
    return shown;
  }, [allErrors, submitted, touched, server]);

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
    // A changed value may answer the server's complaint; the next submit asks again.
    setServer((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  }, []);

  const touch = useCallback((name: keyof V & string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })), []);

  // The form's fields are fixed by its first values.
  const [names] = useState(() => Object.keys(initial) as (keyof V & string)[]);
  const setServerErrors = useCallback(
    (fields: ServerFieldErrors) => {
      const own: FieldErrors<V> = {};
      for (const key of names) {
        if (fields[key]) own[key] = fields[key];
      }
      setServer(own);
    },
    [names],
  );
  const blocked = Object.values(allErrors).some(Boolean) || Object.values(server).some(Boolean);

  return {
    values,
    errors,
    hasErrors: blocked,
    isEmpty: required.some((key) => values[key].trim() === ''),
    changed: (Object.keys(initial) as (keyof V)[]).some((key) => values[key] !== initial[key]),
    setValue,
    touch,
    setServerErrors,
    field: (name) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => touch(name),
    }),
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault();
      setSubmitted(true);
      if (!blocked) onValid(values);
    },
  };
}
