import { Autocomplete, type AutocompleteItem } from '@pg/ui-kit';
import { useState } from 'react';
import { useOrganizationSearch } from '../../organizations/hooks/useOrganizationSearch';

/** Spec 002 s6, s9: the platform picks among active tour operators; the type-ahead shows 5. */
export const INVITE_ORGANIZATION_SUGGESTIONS = 5;

interface Props {
  value: AutocompleteItem | null;
  onChange(item: AutocompleteItem | null): void;
  error?: string;
}

export function OrganizationPicker({ value, onChange, error }: Props) {
  const [text, setText] = useState('');
  const { items, loading } = useOrganizationSearch(text, { first: INVITE_ORGANIZATION_SUGGESTIONS, type: ['agency'] });
  return (
    <Autocomplete
      label="Organization"
      name="organizationId"
      placeholder="Search Organization"
      items={items}
      value={value}
      onChange={onChange}
      inputValue={text}
      onInputChange={setText}
      loading={loading}
      error={error}
      noOptionsText="No Organization found"
    />
  );
}
