import { Button, TextField, UiKitProvider } from '@pg/ui-kit';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type FieldErrors, type ServerFieldErrors, useForm } from './useForm';

type Values = { name: string; email: string };
const EMPTY: Values = { name: '', email: '' };

function validate(values: Values): FieldErrors<Values> {
  return { name: values.name.trim() ? undefined : 'Name is required', email: values.email.includes('@') ? undefined : 'Enter a valid e-mail' };
}

/** A deferred promise the test settles by hand (a request in flight). */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function ProfileForm({ onSave, serverErrors }: { onSave: (values: Values) => Promise<unknown>; serverErrors?: ServerFieldErrors }) {
  const form = useForm(EMPTY, validate);
  const submit = form.handleSubmit(async (values) => {
    await onSave(values);
    if (serverErrors) form.setServerErrors(serverErrors);
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <TextField label="Name" {...form.field('name')} />
      <TextField label="E-mail" {...form.field('email')} />
      <Button type="submit" loading={form.isSubmitting}>
        Save
      </Button>
    </form>
  );
}

function renderForm(props: Parameters<typeof ProfileForm>[0]) {
  return render(
    <UiKitProvider>
      <ProfileForm {...props} />
    </UiKitProvider>,
  );
}

describe('useForm', () => {
  it('is submitting while the submit runs: the button is busy and a second submit is ignored', async () => {
    const request = deferred();
    const onSave = jest.fn(() => request.promise);
    renderForm({ onSave });
    await userEvent.type(screen.getByLabelText('Name'), 'Karma');
    await userEvent.type(screen.getByLabelText('E-mail'), 'karma@example.bt');
    const form = screen.getByRole('form', { name: 'Profile' });
    // Two submits before React re-renders (a double Enter): only one request.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(form);
    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => {
      request.resolve();
      await request.promise;
    });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.submit(form);
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('frees the form again when the submit fails', async () => {
    const request = Promise.reject(new Error('network'));
    const { result } = renderHook(() => useForm({ name: 'Karma' }, () => ({})));
    act(() => result.current.handleSubmit(() => request)());
    expect(result.current.isSubmitting).toBe(true);
    await act(async () => {
      await request.catch(() => undefined);
    });
    expect(result.current.isSubmitting).toBe(false);
  });

  it('after a failed submit, focuses the first field with an error (page order)', async () => {
    const onSave = jest.fn(() => Promise.resolve());
    renderForm({ onSave });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Name'), 'Karma');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it("focuses the first field the server refused (the API's extensions.fields)", async () => {
    const onSave = jest.fn(() => Promise.resolve());
    renderForm({ onSave, serverErrors: { email: 'This e-mail is already used' } });
    await userEvent.type(screen.getByLabelText('Name'), 'Karma');
    await userEvent.type(screen.getByLabelText('E-mail'), 'karma@example.bt');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This e-mail is already used')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('reset() goes back to the starting values and clears errors, submitted and server state', () => {
    const { result } = renderHook(() => useForm(EMPTY, validate));
    act(() => result.current.handleSubmit(() => undefined)());
    act(() => result.current.setServerErrors({ email: 'Taken' }));
    act(() => result.current.setValue('name', 'Karma'));
    expect(result.current.errors).toEqual({ email: 'Taken' });
    expect(result.current.changed).toBe(true);
    act(() => result.current.reset());
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.errors).toEqual({});
    expect(result.current.hasErrors).toBe(true);
    expect(result.current.changed).toBe(false);
  });

  it('reset(values) makes them the new starting values for `changed`', () => {
    const { result } = renderHook(() => useForm({ name: 'Karma', email: 'k@example.bt' }, validate));
    act(() => result.current.reset({ name: 'Pema', email: 'p@example.bt' }));
    expect(result.current.values).toEqual({ name: 'Pema', email: 'p@example.bt' });
    expect(result.current.changed).toBe(false);
    act(() => result.current.setValue('name', 'Karma'));
    expect(result.current.changed).toBe(true);
    act(() => result.current.reset());
    expect(result.current.values.name).toBe('Pema');
  });

  it('does not count fresh `initial` props from a refetch as a change (review 49 s14)', () => {
    const { result, rerender } = renderHook(({ initial }) => useForm(initial, validate), {
      initialProps: { initial: { name: 'Karma', email: 'k@example.bt' } },
    });
    rerender({ initial: { name: 'Karma D.', email: 'k@example.bt' } });
    expect(result.current.changed).toBe(false);
  });
});
