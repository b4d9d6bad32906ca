import { type ChangeEvent, type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';

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
  /** The required fields still blank, in form order (what a disabled submit says is missing). */
  blank: (keyof V & string)[];
  /** The filled fields whose value is refused (validation or the server), in form order. */
  invalid: (keyof V & string)[];
  /** Some value differs from the starting values (the first ones, or the last `reset`). */
  changed: boolean;
  /**
   * True while the promise returned by handleSubmit's callback runs: show the submit button busy.
   * Further submits are ignored meanwhile (no double submit, even before the re-render).
   */
  isSubmitting: boolean;
  field: (name: keyof V & string) => FieldBinding;
  setValue: (name: keyof V & string, value: string) => void;
  /** Marks a field as visited (a select left without a choice shows its message). */
  touch: (name: keyof V & string) => void;
  /**
   * The API's refusal on fields (extensions.fields): shown on those fields, holding the submit,
   * until the user changes them. Fields the form does not have are left to the error toast.
   */
  setServerErrors: (fields: ServerFieldErrors) => void;
  /**
   * Marks every field touched and calls onValid only when validation passes; otherwise focus goes
   * to the first field with an error. When onValid returns a promise, the form is submitting
   * until it settles (a rejection just ends it: onValid handles its own errors).
   */
  handleSubmit: (onValid: (values: V) => void | Promise<unknown>) => (event?: FormEvent) => void;
  /**
   * Starts over: values become `next` (default: the starting values) and the new starting values,
   * and touched, submitted and server errors are cleared (a refetch, "schedule another").
   */
  reset: (next?: V) => void;
}

/**
 * The control to focus for the first error: in the submitted form, the first one marked
 * aria-invalid in page order (a SelectField's trigger rather than its hidden input); without a
 * form, the first erroneous field by name.
 */
function firstInvalid(form: HTMLFormElement | null, names: readonly string[], errors: Partial<Record<string, string>>): HTMLElement | null {
  if (form?.isConnected) {
    const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (marked) return marked;
  }
  for (const name of names) {
    if (!errors[name]) continue;
    const scope: ParentNode = form?.isConnected ? form : document;
    const field = scope.querySelector<HTMLElement>(`[name="${name}"]:not([type="hidden"])`);
    if (field) return field;
  }
  return null;
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
  // What `changed` compares with: the first values, then whatever reset() set.
  const [baseline, setBaseline] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FieldErrors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // A ref as well as state: two submit events before the next render must not both get through.
  const running = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  // Bumped when a submit fails on errors; focus moves once those errors are on screen.
  const [focusRequest, setFocusRequest] = useState(0);

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
      if (Object.keys(own).length > 0) setFocusRequest((n) => n + 1);
    },
    [names],
  );
  const blocked = Object.values(allErrors).some(Boolean) || Object.values(server).some(Boolean);

  const latestErrors = useRef(errors);
  useEffect(() => {
    latestErrors.current = errors;
  });
  useEffect(() => {
    if (focusRequest === 0) return;
    firstInvalid(formElement.current, names, latestErrors.current)?.focus();
  }, [focusRequest, names]);

  const baselineRef = useRef(initial);
  const reset = useCallback((next?: V) => {
    const target = next ?? baselineRef.current;
    baselineRef.current = target;
    setBaseline(target);
    setValues(target);
    setTouched({});
    setSubmitted(false);
    setServer({});
  }, []);

  return {
    values,
    errors,
    hasErrors: blocked,
    isEmpty: required.some((key) => values[key].trim() === ''),
    blank: names.filter((key) => required.includes(key) && values[key].trim() === ''),
    invalid: names.filter((key) => values[key].trim() !== '' && Boolean(allErrors[key] || server[key])),
    changed: names.some((key) => values[key] !== baseline[key]),
    isSubmitting,
    reset,
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
      if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget;
      if (running.current) return;
      setSubmitted(true);
      if (blocked) {
        setFocusRequest((n) => n + 1);
        return;
      }
      const result = onValid(values);
      if (!(result instanceof Promise)) return;
      running.current = true;
      setSubmitting(true);
      const done = () => {
        running.current = false;
        setSubmitting(false);
      };
      // Callers handle their own failures (the error link has shown the message); a rejection
      // only ends the submit, so the form is free for another try.
      void result.then(done, done);
    },
  };
}
