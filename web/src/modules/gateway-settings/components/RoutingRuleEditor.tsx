import { Button, TextField } from '@pg/ui-kit';
import styled from 'styled-components';

import type { GatewayOption } from '../graphql/gatewaySettings';
import type { RuleDraft } from '../logic/routingDraft';
import { ProcessorList } from './ProcessorList';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 12px 16px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0 4px;
  font-weight: 600;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

interface RoutingRuleEditorProps {
  rule: RuleDraft;
  index: number;
  count: number;
  gateways: readonly GatewayOption[];
  /** Errors keyed by field (minAmountCents, maxAmountCents, countries, processors). */
  errors: Partial<Record<string, string>>;
  onChange: (rule: RuleDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One rule: amount range (inclusive, in dollars) and card countries, with its own processors in order. */
export function RoutingRuleEditor({ rule, index, count, gateways, errors, onChange, onMove, onRemove }: RoutingRuleEditorProps) {
  const name = `Rule ${index + 1}`;
  return (
    <Fieldset>
      <Legend>{name}</Legend>
      <Fields>
        <TextField
          label="Minimum amount ($)"
          name={`${rule.key}-min`}
          inputMode="decimal"
          value={rule.minAmount}
          onChange={(e) => onChange({ ...rule, minAmount: e.target.value })}
          hint="Inclusive; empty: no minimum"
          error={errors.minAmountCents}
        />
        <TextField
          label="Maximum amount ($)"
          name={`${rule.key}-max`}
          inputMode="decimal"
          value={rule.maxAmount}
          onChange={(e) => onChange({ ...rule, maxAmount: e.target.value })}
          hint="Inclusive; empty: no maximum"
          error={errors.maxAmountCents}
        />
        <TextField
          label="Card countries"
          name={`${rule.key}-countries`}
          value={rule.countries}
          onChange={(e) => onChange({ ...rule, countries: e.target.value })}
          hint="Two-letter codes, e.g. DE, FR; empty: any country"
          error={errors.countries}
        />
      </Fields>
      <ProcessorList
        label={`${name} processors`}
        processors={rule.processors}
        gateways={gateways}
        error={errors.processors}
        onChange={(processors) => onChange({ ...rule, processors })}
      />
      <Actions>
        <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Move rule up: ${name}`}>
          Move rule up
        </Button>
        <Button variant="secondary" size="sm" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`Move rule down: ${name}`}>
          Move rule down
        </Button>
        <Button variant="danger" size="sm" onClick={onRemove} aria-label={`Remove rule: ${name}`}>
          Remove rule
        </Button>
      </Actions>
    </Fieldset>
  );
}
