import { useMutation, useQuery } from '@apollo/client/react';
import { can, isMerchant } from '@pg/domain';
import { Button, Card, ConfirmDialog, useToast } from '@pg/ui-kit';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';

import { useSignedInSession } from '../modules/app/session/SessionContext';
import { ApiKeysTable } from '../modules/developer-keys/components/ApiKeysTable';
import { GenerateKeyDialog } from '../modules/developer-keys/components/GenerateKeyDialog';
import { DELETE_MERCHANT_KEY, MERCHANT_KEYS, type MerchantKey, TOGGLE_MERCHANT_KEY_STATE } from '../modules/developer-keys/graphql/developer';
import { WebhookEndpointsCard } from '../modules/webhooks/components/WebhookEndpointsCard';
import { WebhookEventsCard } from '../modules/webhooks/components/WebhookEventsCard';

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 24px;
`;
const Intro = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stack = styled.div`
  display: grid;
  gap: 24px;
  margin-top: 24px;
  min-width: 0;
`;

export const ACTION_PARAM = 'action';
export const GENERATE_ACTION = 'generate_api_keys';
export const API_DOCS_PATH = '/developer/api-docs';
export const KEY_UPDATED_MESSAGE = 'Key Updated Successfully';
export const KEY_DELETED_MESSAGE = 'Key deleted Successfully';
export const DELETE_KEY_CONFIRM = 'Are you sure you want to delete this key? Servers using it will stop working.';

/** The confirmation names the key (issue 50): which one, live or test, and the end of its value. */
const deleteKeyMessage = (key: MerchantKey): string =>
  `Are you sure you want to delete the ${key.livemode ? 'live' : 'test'} key "${key.name}" (ending ${key.apiKey.slice(-4)})? Servers using it will stop working.`;

/** /developer (spec 002): "Developer Settings", the Api Keys table, and ?action=generate_api_keys. */
export function DeveloperPage() {
  const toast = useToast();
  const { user } = useSignedInSession();
  const canManage = can(user.role, 'manageApiKeys');
  const canManageWebhooks = can(user.role, 'manageWebhooks');
  // Keys belong to merchant organizations; bank and platform staff have none (docs/decisions/README.md).
  const merchant = isMerchant(user.role);
  const [params, setParams] = useSearchParams();
  const keys = useQuery(MERCHANT_KEYS, { skip: !merchant });
  const [toggle] = useMutation(TOGGLE_MERCHANT_KEY_STATE);
  const [remove, removal] = useMutation(DELETE_MERCHANT_KEY);
  const [toDelete, setToDelete] = useState<MerchantKey | null>(null);

  const generating = params.get(ACTION_PARAM) === GENERATE_ACTION && canManage;
  const setGenerating = (next: boolean) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(ACTION_PARAM, GENERATE_ACTION);
        else copy.delete(ACTION_PARAM);
        return copy;
      },
      { replace: true },
    );

  const onToggle = useCallback(
    (key: MerchantKey, isActive: boolean) =>
      void toggle({ variables: { id: key.id, isActive } }).then(
        () => toast.success(KEY_UPDATED_MESSAGE),
        () => undefined,
      ),
    [toast, toggle],
  );
  const onDelete = useCallback((key: MerchantKey) => setToDelete(key), []);
  const confirmDelete = () => {
    if (!toDelete) return;
    void remove({ variables: { id: toDelete.id } }).then(
      () => {
        toast.success(KEY_DELETED_MESSAGE);
        setToDelete(null);
        void keys.refetch();
      },
      () => setToDelete(null),
    );
  };

  return (
    <section aria-labelledby="developer-title">
      <Title id="developer-title">Developer Settings</Title>
      <Intro>
        Your server creates hosted checkouts with an API key and its secret. Read the <Link to={API_DOCS_PATH}>API documentation</Link>.
      </Intro>
      <Card title="Api Keys" actions={canManage ? <Button onClick={() => setGenerating(true)}>Generate API Keys</Button> : undefined} flush>
        {merchant ? (
          <ApiKeysTable keys={keys.data?.merchantKeys ?? []} loading={keys.loading} canManage={canManage} onToggle={onToggle} onDelete={onDelete} />
        ) : (
          <Intro style={{ padding: 16, margin: 0 }}>API keys belong to merchant organizations.</Intro>
        )}
      </Card>
      {/* webhooks to merchants (issue 14): Owner and Admin */}
      {merchant && canManageWebhooks && (
        <Stack>
          <WebhookEndpointsCard />
          <WebhookEventsCard />
        </Stack>
      )}
      {generating && <GenerateKeyDialog onClose={() => setGenerating(false)} onCreated={() => void keys.refetch()} />}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Key"
        message={toDelete ? deleteKeyMessage(toDelete) : DELETE_KEY_CONFIRM}
        confirmVariant="danger"
        loading={removal.loading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
