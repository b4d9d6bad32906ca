import { Button, SelectField } from '@pg/ui-kit';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';

import type { GatewayOption } from '../graphql/gatewaySettings';
import { moved } from '../logic/routingDraft';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
`;

const Name = styled.span`
  flex: 1 1 140px;
  font-weight: 600;
`;

const Role = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
  margin-left: 8px;
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin-top: 8px;

  & > :first-child {
    flex: 1 1 200px;
  }
`;

const Error = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

interface ProcessorListProps {
  /** Names the list and its buttons ("Visa processors", "Rule 1 processors"). */
  label: string;
  processors: readonly string[];
  gateways: readonly GatewayOption[];
  error?: string;
  onChange: (processors: string[]) => void;
}

/**
 * An ordered list of processors, primary first (issue 41). Moving is by buttons, not by
 * dragging, so it works from the keyboard and with a screen reader; focus stays on the button.
 * Each button's name starts with its visible words (axe label-content-name-mismatch).
 */
export function ProcessorList({ label, processors, gateways, error, onChange }: ProcessorListProps) {
  const [adding, setAdding] = useState('');
  const listId = useId();
  const nameOf = (name: string) => gateways.find((g) => g.name === name)?.displayName ?? name;
  const options = useMemo(
    () =>
      gateways
        .filter((g) => !processors.includes(g.name))
        .map((g) => ({ value: g.name, label: g.available ? g.displayName : `${g.displayName} (not configured)`, disabled: !g.available })),
    [gateways, processors],
  );

  return (
    <div>
      <List aria-label={label} aria-describedby={error ? `${listId}-error` : undefined}>
        {processors.map((name, index) => (
          <Item key={name}>
            <Name>
              {index + 1}. {nameOf(name)}
              <Role>{index === 0 ? 'primary' : 'fallback'}</Role>
            </Name>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Move up: ${nameOf(name)}`}
              disabled={index === 0}
              onClick={() => onChange(moved(processors, index, -1))}
            >
              Move up
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Move down: ${nameOf(name)}`}
              disabled={index === processors.length - 1}
              onClick={() => onChange(moved(processors, index, 1))}
            >
              Move down
            </Button>
            <Button variant="ghost" size="sm" aria-label={`Remove: ${nameOf(name)}`} onClick={() => onChange(processors.filter((p) => p !== name))}>
              Remove
            </Button>
          </Item>
        ))}
      </List>
      {error && (
        <Error id={`${listId}-error`} role="alert">
          {error}
        </Error>
      )}
      {options.length > 0 && (
        <AddRow>
          <SelectField label={`Add to ${label}`} name={`${listId}-add`} options={options} value={adding} onChange={setAdding} placeholder="Select processor" />
          <Button
            variant="secondary"
            disabled={!adding}
            onClick={() => {
              onChange([...processors, adding]);
              setAdding('');
            }}
          >
            Add processor
          </Button>
        </AddRow>
      )}
    </div>
  );
}
