import type { AutocompleteItem } from '@pg/ui-kit';

import { OrganizationSearchField } from '../../organizations/components/OrganizationSearchField';

/** Spec 002 s6, s9: the platform picks among active tour operators; the type-ahead shows 5. */
export const INVITE_ORGANIZATION_SUGGESTIONS = 5;

interface Props {
  value: AutocompleteItem | null;
  onChange: (item: AutocompleteItem | null) => void;
  error?: string;
}

export function OrganizationPicker(props: Props) {
  return (
    <OrganizationSearchField
      {...props}
      label="Organization"
      name="organizationId"
      placeholder="Search Organization"
      noOptionsText="No Organization found"
      first={INVITE_ORGANIZATION_SUGGESTIONS}
      type={['agency']}
    />
  );
}
