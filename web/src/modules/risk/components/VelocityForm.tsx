import { useMutation, useQuery } from '@apollo/client/react';
import { RISK_BLOCK_KIND_LABELS, SUGGESTED_VELOCITY, VELOCITY_KEYS, velocityErrors, type VelocityKey } from '@pg/domain';
import { Button, Checkbox, Spinner, TextField, useToast } from '@pg/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';

import { serverFieldErrors } from '../../app/apollo/serverFieldErrors';
import { RISK_VELOCITY, SAVE_RISK_VELOCITY } from '../graphql/risk';

export const VELOCITY_SAVED_MESSAGE = 'Velocity rule saved';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: end;
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
`;

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

type SavedVelocity = { maxDeclines: number; windowMinutes: number; keys: readonly string[] } | null;

/** The platform's velocity rule (issue 41): off until PG Admin turns it on (decision 0185). */
export function VelocityForm() {
  const saved = useQuery(RISK_VELOCITY);
  if (saved.loading && !saved.data) return <Spinner label="Loading the velocity rule" />;
  const current = saved.data?.riskVelocity ?? null;
  // The form starts again from what is saved whenever that changes.
  return <VelocityEditor key={JSON.stringify(current)} saved={current} onSaved={() => void saved.refetch()} />;
}

function VelocityEditor({ saved, onSaved }: { saved: SavedVelocity; onSaved: () => void }) {
  const toast = useToast();
  const [save, saving] = useMutation(SAVE_RISK_VELOCITY);
  const start = saved ?? SUGGESTED_VELOCITY;
  const [on, setOn] = useState(saved !== null);
  const [maxDeclines, setMaxDeclines] = useState(String(start.maxDeclines));
  const [windowMinutes, setWindowMinutes] = useState(String(start.windowMinutes));
  const [keys, setKeys] = useState<VelocityKey[]>(() => start.keys.filter((k): k is VelocityKey => (VELOCITY_KEYS as readonly string[]).includes(k)));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const onSave = () => {
    const velocity = { maxDeclines: whole(maxDeclines), windowMinutes: whole(windowMinutes), keys };
    const found = on ? velocityErrors(velocity) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void save({ variables: on ? velocity : { maxDeclines: null } }).then(
      () => {
        toast.success(VELOCITY_SAVED_MESSAGE);
        onSaved();
      },
      (error: unknown) => setErrors(serverFieldErrors(error)),
    );
  };
  const toggleKey = (key: VelocityKey, checked: boolean) => setKeys((k) => (checked ? [...k, key] : k.filter((x) => x !== key)));

  return (
    <form
      aria-label="Velocity rule"
      style={{ display: 'grid', gap: 12 }}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <Checkbox label="Block after too many declines" checked={on} onChange={setOn} />
      {on && (
        <>
          <Row>
            <TextField
              label="More than (declines)"
              name="velocity-max"
              inputMode="numeric"
              value={maxDeclines}
              onChange={(e) => setMaxDeclines(e.target.value)}
              error={errors.maxDeclines}
            />
            <TextField
              label="Within (minutes)"
              name="velocity-window"
              inputMode="numeric"
              value={windowMinutes}
              onChange={(e) => setWindowMinutes(e.target.value)}
              error={errors.windowMinutes}
            />
          </Row>
          <Fieldset aria-describedby={errors.keys ? 'velocity-keys-error' : undefined}>
            <legend>Count declines by</legend>
            {VELOCITY_KEYS.map((key) => (
              <Checkbox key={key} label={RISK_BLOCK_KIND_LABELS[key]} checked={keys.includes(key)} onChange={(checked) => toggleKey(key, checked)} />
            ))}
            {errors.keys && (
              <span id="velocity-keys-error" role="alert">
                {errors.keys}
              </span>
            )}
          </Fieldset>
        </>
      )}
      <div>
        <Button type="submit" loading={saving.loading}>
          Save velocity rule
        </Button>
      </div>
    </form>
  );
}
