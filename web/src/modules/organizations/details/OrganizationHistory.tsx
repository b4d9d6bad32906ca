import { useQuery } from '@apollo/client/react';
import { Collapsible, DataTable } from '@pg/ui-kit';

import { personName } from '../../app/format';
import { dateTime } from '../format';
import { ORGANIZATION_EVENTS } from '../graphql/organizations';

/** Collapsible 'View Organization History' (spec 002 s2): the events of the organization's account settings. */
export function OrganizationHistory({ organizationId }: { organizationId: string }) {
  const { data, loading } = useQuery(ORGANIZATION_EVENTS, { variables: { organizationId, first: 100 } });
  return (
    <Collapsible title="View Organization History" headingLevel={2}>
      <DataTable
        caption="Organization History"
        rows={data?.events.items ?? []}
        loading={loading}
        getRowId={(event) => event.id}
        emptyText="No history yet"
        columns={[
          { key: 'createdAt', label: 'Date', render: (event) => dateTime(event.createdAt) },
          { key: 'name', label: 'Event' },
          { key: 'user', label: 'By', render: (event) => (event.user ? personName(event.user) || event.user.email : '—') },
        ]}
      />
    </Collapsible>
  );
}
