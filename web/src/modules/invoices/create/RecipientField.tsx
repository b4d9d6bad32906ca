import { Autocomplete } from '@pg/ui-kit';
import { useState } from 'react';

import type { OrganizationType } from '../../../gql/graphql';
import { useRecipientSearch } from './useRecipientSearch';

interface Props {
  index: number;
  type: OrganizationType | '';
  value: { id: string; name: string } | null;
  error?: string;
  onChange: (recipient: { id: string; name: string } | null) => void;
}

/** Searchable recipient of one disbursement, among active organizations of the row's type. */
export function RecipientField({ index, type, value, error, onChange }: Props) {
  const [text, setText] = useState(value?.name ?? '');
  const { items, loading } = useRecipientSearch(type, text);
  return (
    <Autocomplete
      label="Recipient"
      name={`recipient-${index}`}
      placeholder={type ? 'Search recipient' : 'Select a type first'}
      disabled={!type}
      items={items}
      value={value ? { id: value.id, label: value.name } : null}
      onChange={(item) => {
        onChange(item ? { id: item.id, name: item.label } : null);
        if (item) setText(item.label);
      }}
      inputValue={text}
      onInputChange={setText}
      loading={loading}
      error={error}
      noOptionsText="No recipient found"
    />
  );
}
