import { useMutation } from '@apollo/client/react';
import { validateBrandRouting } from '@pg/domain';
import { Button, useToast } from '@pg/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';

import { serverFieldErrors } from '../../app/apollo/serverFieldErrors';
import type { GatewayOption } from '../graphql/gatewaySettings';
import { type CardRouting, SAVE_CARD_ROUTING } from '../graphql/routing';
import { draftOf, emptyRule, inputOf, moved, type RoutingDraft, sendable } from '../logic/routingDraft';
import { ProcessorList } from './ProcessorList';
import { RoutingPreview } from './RoutingPreview';
import { RoutingRuleEditor } from './RoutingRuleEditor';

export const ROUTING_SAVED_MESSAGE = 'Routing saved';
export const AMOUNT_NOT_AN_AMOUNT = 'Enter an amount in dollars, e.g. 1200.00';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 16px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

interface RoutingEditorProps {
  routing: CardRouting;
  gateways: readonly GatewayOption[];
  onSaved: () => void;
}

/** Errors for the fields of rule `index` (keys `rules.<index>.<field>`). */
function ruleErrors(errors: Partial<Record<string, string>>, index: number): Partial<Record<string, string>> {
  const prefix = `rules.${index}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [])));
}

/**
 * One card brand's routing (issue 41): its processors in order (for a payment no rule matches),
 * its rules (first match wins), and the preview of the routing as edited. Checked here with the
 * domain's rules before it is sent, and again by the API.
 */
export function RoutingEditor({ routing, gateways, onSaved }: RoutingEditorProps) {
  const toast = useToast();
  const [draft, setDraft] = useState<RoutingDraft>(() => draftOf(routing));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [save, saving] = useMutation(SAVE_CARD_ROUTING);
  const input = useMemo(() => inputOf(draft), [draft]);
  const usable = gateways.filter((g) => g.available).map((g) => g.name);

  const setRule = (index: number, rule: RoutingDraft['rules'][number]) => setDraft((d) => ({ ...d, rules: d.rules.map((r, i) => (i === index ? rule : r)) }));

  const onSave = () => {
    const found: Record<string, string> = { ...validateBrandRouting(input, gateways) };
    input.rules.forEach((rule, i) => {
      if (Number.isNaN(rule.minAmountCents)) found[`rules.${i}.minAmountCents`] = AMOUNT_NOT_AN_AMOUNT;
      if (Number.isNaN(rule.maxAmountCents)) found[`rules.${i}.maxAmountCents`] = AMOUNT_NOT_AN_AMOUNT;
    });
    setErrors(found);
    if (Object.keys(found).length > 0 || !sendable(input)) return;
    void save({ variables: { cardId: routing.cardId, routing: input } }).then(
      () => {
        toast.success(ROUTING_SAVED_MESSAGE);
        onSaved();
      },
      (error: unknown) => setErrors(serverFieldErrors(error)),
    );
  };

  return (
    <Stack>
      <Heading>{`${routing.brand} processors`}</Heading>
      <Hint>
        For payments no rule below takes: the first with keys here charges the card. When it cannot run a payment, the fallbacks that can charge the same card
        token are tried in order.
      </Hint>
      <ProcessorList
        label={`${routing.brand} processors`}
        processors={draft.processors}
        gateways={gateways}
        error={errors.processors}
        onChange={(processors) => setDraft((d) => ({ ...d, processors }))}
      />
      <Heading>Rules</Heading>
      <Hint>By amount range and card country (from the card number); the first rule that matches a payment decides.</Hint>
      {draft.rules.length === 0 && <Hint>No rules: every {routing.brand} payment goes to the processors above.</Hint>}
      {errors.rules && <Hint role="alert">{errors.rules}</Hint>}
      {draft.rules.map((rule, index) => (
        <RoutingRuleEditor
          key={rule.key}
          rule={rule}
          index={index}
          count={draft.rules.length}
          gateways={gateways}
          errors={ruleErrors(errors, index)}
          onChange={(next) => setRule(index, next)}
          onMove={(by) => setDraft((d) => ({ ...d, rules: moved(d.rules, index, by) }))}
          onRemove={() => setDraft((d) => ({ ...d, rules: d.rules.filter((_, i) => i !== index) }))}
        />
      ))}
      <Row>
        <Button variant="secondary" onClick={() => setDraft((d) => ({ ...d, rules: [...d.rules, emptyRule(d.processors.length ? d.processors : usable)] }))}>
          Add rule
        </Button>
        <Button onClick={onSave} loading={saving.loading}>
          Save routing
        </Button>
      </Row>
      <Heading>Preview</Heading>
      <RoutingPreview brand={routing.brand} routing={input} />
    </Stack>
  );
}
