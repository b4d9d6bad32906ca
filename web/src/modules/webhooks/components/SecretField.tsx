import { Button, TextField, useToast } from '@pg/ui-kit';

/** A signing secret shown once, selectable and copyable. */
export function SecretField({ secret }: { secret: string }) {
  const toast = useToast();
  const copy = () =>
    void navigator.clipboard?.writeText(secret).then(
      () => toast.success('Signing Secret Copied To Clipboard'),
      () => toast.error('Could not copy. Select the secret and copy it.'),
    );
  return (
    <>
      <TextField label="Signing Secret" name="signingSecret" value={secret} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Button variant="secondary" onClick={copy}>
        Copy Signing Secret
      </Button>
    </>
  );
}
