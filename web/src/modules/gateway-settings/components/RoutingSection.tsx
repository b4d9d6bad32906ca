import { Alert, Button, EmptyState, SelectField, Spinner } from '@pg/ui-kit';
import { useState } from 'react';

import type { GatewayOption } from '../graphql/gatewaySettings';
import type { CardRouting } from '../graphql/routing';
import { RoutingEditor } from './RoutingEditor';

export const ROUTING_LOAD_ERROR = 'The routing could not be loaded.';

interface RoutingSectionProps {
  routings: readonly CardRouting[] | undefined;
  loading: boolean;
  failed: boolean;
  gateways: readonly GatewayOption[];
  onRetry: () => void;
  onSaved: () => void;
}

/** The routing of one card brand at a time, picked by brand (issue 41); loading, empty and error states. */
export function RoutingSection({ routings, loading, failed, gateways, onRetry, onSaved }: RoutingSectionProps) {
  const [cardId, setCardId] = useState('');
  if (!routings && loading) return <Spinner label="Loading routing" />;
  if (!routings || failed) {
    return (
      <Alert tone="danger" title={ROUTING_LOAD_ERROR}>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (routings.length === 0) return <EmptyState message="No Cards found">Add a card to route its payments.</EmptyState>;
  const selected = routings.find((r) => r.cardId === cardId) ?? routings[0];
  // The editor starts again from the saved routing when the brand or what is saved changes.
  const savedKey = `${selected.cardId}:${JSON.stringify([selected.processors, selected.rules])}`;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <SelectField
        label="Card brand"
        name="routing-brand"
        options={routings.map((r) => ({ value: r.cardId, label: r.brand }))}
        value={selected.cardId}
        onChange={setCardId}
      />
      <RoutingEditor key={savedKey} routing={selected} gateways={gateways} onSaved={onSaved} />
    </div>
  );
}
