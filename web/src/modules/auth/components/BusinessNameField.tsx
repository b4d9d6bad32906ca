import { Autocomplete } from '@pg/ui-kit';
import { useState } from 'react';
import { PATHS } from '../../app/router/paths';
import { useOrganizationSearch } from '../../organizations/hooks/useOrganizationSearch';
import { TextLink } from './TextLink';

export interface BusinessOption {
  id: string;
  label: string;
}

interface Props {
  value: BusinessOption | null;
  onChange(option: BusinessOption | null): void;
  error?: string;
}

/** Searchable select of active organizations with the 'My business is not listed' way out. */
export function BusinessNameField({ value, onChange, error }: Props) {
  const [text, setText] = useState('');
  const { items, loading } = useOrganizationSearch(text);
  return (
    <Autocomplete
      label="Business Name"
      name="organizationId"
      placeholder="Search your business"
      items={items}
      value={value}
      onChange={onChange}
      inputValue={text}
      onInputChange={setText}
      loading={loading}
      error={error}
      noOptionsText="No business found"
      footer={<TextLink to={PATHS.merchantAddRequest}>My business is not listed</TextLink>}
    />
  );
}
