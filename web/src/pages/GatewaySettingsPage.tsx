import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, ConfirmDialog, useToast } from '@pg/ui-kit';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

import { AddCardDialog, CARD_ADDED_MESSAGE } from '../modules/gateway-settings/components/AddCardDialog';
import { CardsTable } from '../modules/gateway-settings/components/CardsTable';
import { CARDS, CARDS_FIRST, type GatewayCard, PAYMENT_GATEWAYS, REMOVE_CARD } from '../modules/gateway-settings/graphql/gatewaySettings';

const Title = styled.h1`
  margin: 0 0 24px;
  font-size: 24px;
`;

export const ACTION_PARAM = 'action';
export const ADD_CARD_ACTION = 'add-card';
export const CARD_DELETED_MESSAGE = 'Card deleted Successfully';
export const DELETE_CARD_CONFIRM = 'Are you sure you want to delete this card?';

/**
 * /gateway-settings (spec 002, PG Admin only): which gateway each card brand's payments go
 * through. The spec titles the page 'Account Settings'; the add dialog lives in ?action=add-card.
 */
export function GatewaySettingsPage() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const cards = useQuery(CARDS, { variables: { first: CARDS_FIRST } });
  const gateways = useQuery(PAYMENT_GATEWAYS);
  const [removeCard, removal] = useMutation(REMOVE_CARD);
  const [toDelete, setToDelete] = useState<GatewayCard | null>(null);

  const adding = params.get(ACTION_PARAM) === ADD_CARD_ACTION;
  const setAdding = (next: boolean) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(ACTION_PARAM, ADD_CARD_ACTION);
        else copy.delete(ACTION_PARAM);
        return copy;
      },
      { replace: true },
    );

  const onDelete = useCallback((card: GatewayCard) => setToDelete(card), []);
  const confirmDelete = () => {
    if (!toDelete) return;
    void removeCard({ variables: { id: toDelete.id } }).then(
      () => {
        toast.success(CARD_DELETED_MESSAGE);
        setToDelete(null);
        void cards.refetch();
      },
      () => setToDelete(null),
    );
  };

  return (
    <section aria-labelledby="gateway-settings-title">
      <Title id="gateway-settings-title">Account Settings</Title>
      <Card title="Gateway Settings" actions={<Button onClick={() => setAdding(true)}>Add Card</Button>} flush>
        <CardsTable cards={cards.data?.cards ?? []} loading={cards.loading} onDelete={onDelete} />
      </Card>
      {adding && (
        <AddCardDialog
          open
          gateways={gateways.data?.paymentGateways ?? []}
          onClose={() => setAdding(false)}
          onAdded={() => {
            toast.success(CARD_ADDED_MESSAGE);
            setAdding(false);
            void cards.refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Card"
        message={DELETE_CARD_CONFIRM}
        confirmVariant="danger"
        loading={removal.loading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
