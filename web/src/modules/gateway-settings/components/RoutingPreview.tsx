import { useQuery } from '@apollo/client/react';
import { TextField } from '@pg/ui-kit';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';

import { ROUTING_PREVIEW } from '../graphql/routing';
import { centsOf, type RoutingInput, sendable } from '../logic/routingDraft';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
`;

const Result = styled.p`
  margin: 12px 0 0;
  font-weight: 600;
  min-height: 1.5em;
`;

interface RoutingPreviewProps {
  brand: string;
  /** The editor's routing, saved or not: the preview follows every edit. */
  routing: RoutingInput;
}

/** Where a payment of the brand, an amount and a card country goes, by the routing being edited (issue 41). */
export function RoutingPreview({ brand, routing }: RoutingPreviewProps) {
  const [amount, setAmount] = useState('1200.00');
  const [country, setCountry] = useState('');
  const amountCents = centsOf(amount);
  const code = country.trim().toUpperCase();
  const amountError = amountCents === null || Number.isNaN(amountCents) || amountCents < 0 ? 'Enter an amount, e.g. 1200.00' : undefined;
  const countryError = code && !/^[A-Z]{2}$/.test(code) ? 'A two-letter code, e.g. DE' : undefined;
  // Asked only with inputs the server takes (so typing never raises an error toast); deferred so typing stays quick.
  const ready = !amountError && !countryError && sendable(routing);
  const variables = useDeferredValue({ brand, amountCents: amountCents ?? 0, country: code || null, routing });
  const preview = useQuery(ROUTING_PREVIEW, { variables, skip: !ready, fetchPolicy: 'cache-and-network' });
  const text = !ready
    ? 'Complete the amount, the country and the rules to see the route.'
    : (preview.data?.routingPreview.text ?? (preview.loading ? 'Working out the route…' : ''));

  return (
    <section aria-label="Routing preview">
      <Fields>
        <TextField
          label="Amount ($)"
          name="preview-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountError}
        />
        <TextField
          label="Card country"
          name="preview-country"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          hint="Two-letter code; empty: not known"
          error={countryError}
        />
      </Fields>
      <Result role="status" aria-live="polite">
        {text}
      </Result>
    </section>
  );
}
