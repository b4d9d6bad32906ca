import { useQuery } from '@apollo/client/react';

import type { OrganizationType } from '../../../gql/graphql';
import { useDebouncedValue } from '../../app/hooks/useDebouncedValue';
import { ORGANIZATION_AUTOCOMPLETE } from '../../organizations/graphql/autocomplete';
import { ACTIVE_ONLY, ORGANIZATION_SEARCH_DEBOUNCE_MS, ORGANIZATION_SEARCH_PAGE_SIZE } from '../../organizations/hooks/useOrganizationSearch';

/** Active organizations of one recipient type whose name matches the text (spec 000 s9: 200 ms, 20). */
export function useRecipientSearch(type: OrganizationType | '', text: string) {
  const name = useDebouncedValue(text.trim(), ORGANIZATION_SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(ORGANIZATION_AUTOCOMPLETE, {
    variables: { name, first: ORGANIZATION_SEARCH_PAGE_SIZE, status: ACTIVE_ONLY, type: type ? [type] : [] },
    skip: !type,
  });
  const items = (data?.organizationAutocomplete.edges ?? []).map((edge) => ({ id: edge.id, label: edge.name }));
  return { items, loading };
}
