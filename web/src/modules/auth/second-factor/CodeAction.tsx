import { Button, TextField } from '@pg/ui-kit';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { cleanCode, serverMessage } from '../../app/second-factor/serverMessage';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
`;

/** A code field and a button: regenerating codes and turning off both ask for a fresh code. */
export function CodeAction({ label, action, variant, run }: { label: string; action: string; variant?: 'danger'; run: (code: string) => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) return setError('Enter the 6-digit code from your authenticator app.');
    setError(undefined);
    setBusy(true);
    try {
      await run(code);
      setCode('');
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Row aria-label={action} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={error}
        onChange={(e) => setCode(cleanCode(e.target.value))}
      />
      <Button type="submit" variant={variant ?? 'secondary'} loading={busy}>
        {action}
      </Button>
    </Row>
  );
}
