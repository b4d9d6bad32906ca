import { useMutation, useQuery } from '@apollo/client/react';
import { SESSION_IDLE_MINUTES_MAX, SESSION_IDLE_MINUTES_MIN, SESSION_MESSAGES, validateSessionIdleMinutes } from '@pg/domain';
import { Button, Card, TextField, useToast } from '@pg/ui-kit';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { serverFieldErrors } from '../../app/apollo/serverFieldErrors';
import { SESSION_IDLE, UPDATE_SESSION_IDLE_LIMIT } from '../../app/session/sessionsQueries';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 360px;
`;

/** The typed text as minutes: empty is no limit; anything not a whole number stays invalid. */
function minutesOf(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The Owner's idle limit for the organization's sessions (issue 44): empty keeps today's
 * behaviour (signed in up to 12 hours); a number of minutes signs everyone out after that long
 * without activity. Checked by the domain's rule here and again in the API.
 */
export function IdleLimitCard() {
  const { data } = useQuery(SESSION_IDLE);
  const current = data?.session?.idleMinutes ?? null;
  // A new saved value starts the form again with it.
  return <IdleLimitForm key={String(current)} current={current} />;
}

function IdleLimitForm({ current }: { current: number | null }) {
  const toast = useToast();
  const [text, setText] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | undefined>();
  const [save, { loading }] = useMutation(UPDATE_SESSION_IDLE_LIMIT);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = minutesOf(text);
    const problem = validateSessionIdleMinutes(minutes);
    setError(problem);
    if (problem) return;
    try {
      await save({ variables: { minutes }, refetchQueries: [SESSION_IDLE] });
      toast.success(SESSION_MESSAGES.idleLimitSaved);
    } catch (failure) {
      setError(serverFieldErrors(failure).minutes);
    }
  }

  return (
    <Card title="Idle Sign-out">
      <Form aria-label="Idle sign-out" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Sign out after (minutes without activity)"
          name="idleMinutes"
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          hint={`Applies to everyone in your organization, from ${SESSION_IDLE_MINUTES_MIN} to ${SESSION_IDLE_MINUTES_MAX} minutes. Leave empty for no limit.`}
        />
        <div>
          <Button type="submit" loading={loading}>
            Save
          </Button>
        </div>
      </Form>
    </Card>
  );
}
