import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, ConfirmDialog, useToast } from '@pg/ui-kit';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

import { AddCardDialog, CARD_ADDED_MESSAGE } from '../modules/gateway-settings/components/AddCardDialog';
import { CardsTable } from '../modules/gateway-settings/components/CardsTable';
import { ProcessorHealthTable } from '../modules/gateway-settings/components/ProcessorHealthTable';
import { RoutingSection } from '../modules/gateway-settings/components/RoutingSection';
import { CARDS, CARDS_FIRST, type GatewayCard, PAYMENT_GATEWAYS, REMOVE_CARD } from '../modules/gateway-settings/graphql/gatewaySettings';
import { CARD_ROUTINGS } from '../modules/gateway-settings/graphql/routing';
import { RiskSection } from '../modules/risk/components/RiskSection';

const Title = styled.h1`
  margin: 0 0 24px;
  font-size: 24px;
`;

const Sections = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`;

export const ACTION_PARAM = 'action';
export const ADD_CARD_ACTION = 'add-card';
export const CARD_DELETED_MESSAGE = 'Card deleted Successfully';
export const DELETE_CARD_CONFIRM = 'Are you sure you want to delete this card?';

/**
 * /gateway-settings (spec 002, PG Admin only): which gateway each card brand's payments go
 * through. The spec titles the page 'Account Settings'; the add dialog lives in ?action=add-card.
 * Issue 41 adds the routing below the table: ordered processors and rules per brand, with a preview;
 * and the risk rules (velocity, block lists, merchants' limits).
 */
export function GatewaySettingsPage() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const cards = useQuery(CARDS, { variables: { first: CARDS_FIRST } });
  const gateways = useQuery(PAYMENT_GATEWAYS);
  const routings = useQuery(CARD_ROUTINGS);
  // A card added, removed or routed changes both the table and the routing.
  const refetchCards = () => {
    void cards.refetch();
    void routings.refetch();
  };
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
        refetchCards();
      },
      () => setToDelete(null),
    );
  };

  return (
    <section aria-labelledby="gateway-settings-title">
      <Title id="gateway-settings-title">Account Settings</Title>
      <Sections>
        <Card title="Gateway Settings" actions={<Button onClick={() => setAdding(true)}>Add Card</Button>} flush>
          <CardsTable cards={cards.data?.cards ?? []} loading={cards.loading} onDelete={onDelete} />
        </Card>
        {/* Issue 41: per brand, processors in order and rules by amount and card country. */}
        <Card title="Routing">
          <RoutingSection
            routings={routings.data?.cardRoutings}
            loading={routings.loading}
            failed={Boolean(routings.error)}
            gateways={gateways.data?.paymentGateways ?? []}
            onRetry={() => void routings.refetch()}
            onSaved={refetchCards}
          />
        </Card>
        {/* Issue 41: each processor's circuit breaker, success rate and p95 latency. */}
        <Card title="Processor Health" flush>
          <ProcessorHealthTable />
        </Card>
        {/* Issue 41: velocity, block lists and merchants' limits, checked before any processor is called. */}
        <Card title="Risk rules">
          <RiskSection />
        </Card>
      </Sections>
      {adding && (
        <AddCardDialog
          open
          gateways={gateways.data?.paymentGateways ?? []}
          onClose={() => setAdding(false)}
          onAdded={() => {
            toast.success(CARD_ADDED_MESSAGE);
            setAdding(false);
            refetchCards();
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
