import { Button, Card, type DescriptionItem, DescriptionList, SelectField, type SelectOption, TextField } from '@pg/ui-kit';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

export interface SectionField<K extends string> {
  name: K;
  label: string;
  kind?: 'text' | 'email' | 'number' | 'date' | 'select';
  options?: readonly SelectOption[];
  step?: string;
}

interface Props<K extends string> {
  title: string;
  /** Read view. */
  items: readonly DescriptionItem[];
  fields: readonly SectionField<K>[];
  /** Form values as typed, from the invoice. */
  initial: Record<K, string>;
  validate: (values: Record<K, string>) => Partial<Record<K, string>>;
  /** Edit button shown only while the invoice's sections are editable for this user. */
  editable: boolean;
  onSave: (values: Record<K, string>) => Promise<boolean>;
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;

/**
 * One of the editable sections of the details page (Customer, Payment, Trip Information): a
 * read view with Edit, or a form that saves only when the domain validators pass.
 */
export function EditableSection<K extends string>({ title, items, fields, initial, validate, editable, onSave }: Props<K>) {
  const [values, setValues] = useState<Record<K, string> | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const editing = values !== null && editable;
  const errors: Partial<Record<K, string>> = values ? validate(values) : {};
  const hasErrors = Object.values(errors).some(Boolean);
  const shown = (name: K) => ((submitted || touched[name]) && errors[name]) || undefined;

  const set = (name: K, value: string) => {
    setValues((current) => (current ? { ...current, [name]: value } : current));
    setTouched((current) => ({ ...current, [name]: true }));
  };
  const cancel = () => {
    setValues(null);
    setSubmitted(false);
    setTouched({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!values || hasErrors) return;
    setSaving(true);
    const ok = await onSave(values);
    setSaving(false);
    if (ok) cancel();
  };

  return (
    <Card
      title={title}
      actions={
        editable && !editing ? (
          <Button variant="secondary" size="sm" onClick={() => setValues({ ...initial })}>
            Edit
          </Button>
        ) : undefined
      }
    >
      {editing ? (
        <form aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
          <Grid>
            {fields.map((field) =>
              field.kind === 'select' ? (
                <SelectField
                  key={field.name}
                  label={field.label}
                  name={field.name}
                  options={field.options ?? []}
                  value={values[field.name]}
                  onChange={(value) => set(field.name, value)}
                  error={shown(field.name)}
                />
              ) : (
                <TextField
                  key={field.name}
                  label={field.label}
                  name={field.name}
                  type={field.kind ?? 'text'}
                  step={field.step}
                  value={values[field.name]}
                  onChange={(event) => set(field.name, event.target.value)}
                  onBlur={() => setTouched((current) => ({ ...current, [field.name]: true }))}
                  error={shown(field.name)}
                />
              ),
            )}
          </Grid>
          <Buttons>
            <Button variant="secondary" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={submitted && hasErrors}>
              Save
            </Button>
          </Buttons>
        </form>
      ) : (
        <DescriptionList items={items} columns={2} />
      )}
    </Card>
  );
}
