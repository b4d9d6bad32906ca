import { Button, DataTable, type DataTableColumn } from '@pg/ui-kit';
import { useMemo } from 'react';

import { graphql } from '../../../gql';
import type { GatewayCard } from '../graphql/gatewaySettings';

/** What the table (and the page's delete confirmation) reads of a card (spread into cards and createCard). */
export const GATEWAY_CARD_FIELDS = graphql(`
  fragment GatewayCardFields on Card {
    id
    name
    paymentGatewayId
    paymentGateway {
      id
      name
      displayName
    }
  }
`);

interface CardsTableProps {
  cards: readonly GatewayCard[];
  loading: boolean;
  onDelete: (card: GatewayCard) => void;
}

/** Spec 002: a table with Name, Gateway and a delete. */
export function CardsTable({ cards, loading, onDelete }: CardsTableProps) {
  const columns = useMemo<DataTableColumn<GatewayCard>[]>(
    () => [
      { key: 'name', label: 'Name' },
      { key: 'gateway', label: 'Gateway', render: (card) => card.paymentGateway.displayName },
      {
        key: 'delete',
        label: 'Actions',
        hideLabel: true,
        align: 'right',
        render: (card) => (
          <Button variant="ghost" size="sm" aria-label={`Delete ${card.name}`} onClick={() => onDelete(card)}>
            Delete
          </Button>
        ),
      },
    ],
    [onDelete],
  );
  return <DataTable caption="Cards" columns={columns} rows={cards} getRowId={(card) => card.id} loading={loading} emptyText="No Cards found" />;
}
