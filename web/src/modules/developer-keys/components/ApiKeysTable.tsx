import { formatDate } from '@pg/domain';
import { Badge, Button, Checkbox, DataTable, type DataTableColumn } from '@pg/ui-kit';
import { useMemo } from 'react';

import { graphql } from '../../../gql';
import { HiddenLabel } from '../../app/components/page.styles';
import type { MerchantKey } from '../graphql/developer';

/** What the keys table reads of a key; secretKey only in createKeys' answer (spread into the key operations). */
export const MERCHANT_KEY_FIELDS = graphql(`
  fragment MerchantKeyFields on MerchantKey {
    id
    name
    apiKey
    secretKey
    isActive
    livemode
    createdAt
  }
`);

interface ApiKeysTableProps {
  keys: readonly MerchantKey[];
  loading: boolean;
  /** False for roles that may only look (User). */
  canManage: boolean;
  onToggle: (key: MerchantKey, isActive: boolean) => void;
  onDelete: (key: MerchantKey) => void;
}

/** A key's or checkout's mode (test mode): the text says it, the tone only helps. */
export function KeyModeBadge({ livemode }: { livemode: boolean }) {
  return livemode ? <Badge tone="success">Live</Badge> : <Badge tone="warning">Test</Badge>;
}

/** Spec 002 /developer: Name, API Key, Created At, isActive (a toggle) and a delete. */
export function ApiKeysTable({ keys, loading, canManage, onToggle, onDelete }: ApiKeysTableProps) {
  const columns = useMemo<DataTableColumn<MerchantKey>[]>(
    () => [
      { key: 'name', label: 'Name' },
      { key: 'apiKey', label: 'API Key', render: (k) => <code>{k.apiKey}</code> },
      { key: 'mode', label: 'Mode', render: (k) => <KeyModeBadge livemode={k.livemode} /> },
      { key: 'createdAt', label: 'Created At', render: (k) => formatDate(k.createdAt) },
      {
        key: 'isActive',
        label: 'isActive',
        render: (k) => (
          <Checkbox label={<HiddenLabel>{`${k.name} active`}</HiddenLabel>} checked={k.isActive} disabled={!canManage} onChange={(on) => onToggle(k, on)} />
        ),
      },
      {
        key: 'delete',
        label: 'Actions',
        hideLabel: true,
        align: 'right',
        render: (k) => (
          // Deleting a live key breaks the servers using it: it looks like what it does (issue 50).
          <Button variant="danger" size="sm" aria-label={`Delete ${k.name}`} disabled={!canManage} onClick={() => onDelete(k)}>
            Delete
          </Button>
        ),
      },
    ],
    [canManage, onDelete, onToggle],
  );
  return <DataTable caption="Api Keys" columns={columns} rows={keys} getRowId={(k) => k.id} loading={loading} emptyText="No Api Keys found" />;
}
