import { useQuery } from '@apollo/client/react';

import type { OrganizationStatus, OrganizationType } from '../../../gql/graphql';
import { useDebouncedValue } from '../../app/hooks/useDebouncedValue';
import { ORGANIZATION_AUTOCOMPLETE } from '../graphql/autocomplete';

/** Spec 000 section 9: organization search debounced 200 ms, page size 20. */
export const ORGANIZATION_SEARCH_DEBOUNCE_MS = 200;
export const ORGANIZATION_SEARCH_PAGE_SIZE = 20;
/** The pickers offer only active organizations. */
export const ACTIVE_ONLY: OrganizationStatus[] = ['active'];

/**
 * Active organizations whose name matches the typed text: the sign-up business picker (20 a
 * page), and the invite form's tour operator picker (`first` 5, `type` agency; spec 002 s6, s9).
 */
export function useOrganizationSearch(text: string, { first = ORGANIZATION_SEARCH_PAGE_SIZE, type }: { first?: number; type?: OrganizationType[] } = {}) {
  const name = useDebouncedValue(text.trim(), ORGANIZATION_SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(ORGANIZATION_AUTOCOMPLETE, {
    variables: { name, first, status: ACTIVE_ONLY, ...(type ? { type } : {}) },
  });
  const items = (data?.organizationAutocomplete.edges ?? []).map((edge) => ({ id: edge.id, label: edge.name }));
  return { items, loading };
}
