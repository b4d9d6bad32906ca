import { ALL_ROLES } from '@pg/domain';
import { type AutocompleteItem, SelectField, TextField } from '@pg/ui-kit';
import styled from 'styled-components';

import { OrganizationSearchField } from '../../organizations/components/OrganizationSearchField';
import { ACTOR_ROLE_OPTIONS, RECORD_KINDS } from '../format';

/** The filters side by side where they fit, stacked on a phone. */
const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

export interface AuditLogFilterValues {
  search: string;
  kind: string;
  actorRole: string;
  organization: AutocompleteItem | null;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditLogFilterValues = { search: '', kind: '', actorRole: '', organization: null, from: '', to: '' };

interface Props {
  values: AuditLogFilterValues;
  onChange: (values: AuditLogFilterValues) => void;
  /** PG Admin reads every organization's log and may narrow it to one. */
  byOrganization: boolean;
}

export function AuditLogFilters({ values, onChange, byOrganization }: Props) {
  const set = <K extends keyof AuditLogFilterValues>(key: K, value: AuditLogFilterValues[K]) => onChange({ ...values, [key]: value });
  return (
    <Grid>
      <TextField
        label="Search"
        name="search"
        placeholder={byOrganization ? 'Event, person or organization' : 'Event or person'}
        value={values.search}
        onChange={(e) => set('search', e.target.value)}
      />
      <SelectField label="Record" name="kind" options={RECORD_KINDS} value={values.kind} onChange={(v) => set('kind', v)} />
      <SelectField label="Actor role" name="actorRole" options={ACTOR_ROLE_OPTIONS(ALL_ROLES)} value={values.actorRole} onChange={(v) => set('actorRole', v)} />
      {byOrganization && (
        <OrganizationSearchField
          label="Organization"
          name="organization"
          placeholder="Search Organization"
          noOptionsText="No Organization found"
          value={values.organization}
          onChange={(item) => set('organization', item)}
        />
      )}
      <TextField label="From" name="from" type="date" value={values.from} onChange={(e) => set('from', e.target.value)} />
      <TextField label="To" name="to" type="date" value={values.to} onChange={(e) => set('to', e.target.value)} />
    </Grid>
  );
}
