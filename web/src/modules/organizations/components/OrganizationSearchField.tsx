import { Autocomplete, type AutocompleteItem } from '@pg/ui-kit';
import { type ReactNode, useState } from 'react';

import type { OrganizationType } from '../../../gql/graphql';
import { useOrganizationSearch } from '../hooks/useOrganizationSearch';

export interface OrganizationSearchFieldProps {
  label: string;
  name: string;
  placeholder: string;
  value: AutocompleteItem | null;
  onChange: (item: AutocompleteItem | null) => void;
  error?: string;
  noOptionsText: string;
  /** How many suggestions, and of which types (default 20 of any type). */
  first?: number;
  type?: OrganizationType[];
  footer?: ReactNode;
}

/** A type-ahead over active organizations: sign-up's business name, the invite's organization. */
export function OrganizationSearchField({ first, type, ...field }: OrganizationSearchFieldProps) {
  const [text, setText] = useState('');
  const { items, loading } = useOrganizationSearch(text, { first, type });
  return <Autocomplete {...field} items={items} inputValue={text} onInputChange={setText} loading={loading} />;
}
