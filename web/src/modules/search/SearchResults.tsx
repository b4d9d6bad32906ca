import { ListboxNote, ListboxOption } from '@pg/ui-kit';
import styled from 'styled-components';

import type { SearchGroup, SearchItem, SearchKind } from './graphql/globalSearch';

export const KIND_LABELS: Record<SearchKind, string> = {
  invoice: 'Invoices',
  checkout: 'Checkouts',
  refund: 'Refunds',
  dispute: 'Disputes',
  transfer: 'Transfers',
  user: 'Users',
  organization: 'Organizations',
};

const List = styled.div`
  max-height: min(420px, 70vh);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs} 0;
`;

const GroupList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const GroupLabel = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Sub = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SearchResultsProps {
  listId: string;
  optionId: (index: number) => string;
  groups: readonly SearchGroup[];
  active: number;
  onPick: (item: SearchItem) => void;
  onHover: (index: number) => void;
}

/** The grouped listbox: one group per kind (listbox > group > option), options indexed across groups. */
export function SearchResults({ listId, optionId, groups, active, onPick, onHover }: SearchResultsProps) {
  // Each group's first option index: the options are numbered across the groups.
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((count, before) => count + before.items.length, 0));
  return (
    <List role="listbox" id={listId} aria-label="Search results">
      {groups.map((group, g) => (
        <GroupList key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
          <GroupLabel role="presentation" id={`${listId}-${group.kind}`}>
            {KIND_LABELS[group.kind]}
            {group.total > group.items.length ? ` (${group.items.length} of ${group.total > 1000 ? '1000+' : group.total})` : ''}
          </GroupLabel>
          {group.items.map((item, k) => {
            const i = starts[g] + k;
            return (
              <ListboxOption
                key={item.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                $active={i === active}
                $selected={false}
                onMouseEnter={() => onHover(i)}
                onClick={() => onPick(item)}
              >
                <Texts>
                  <span>{item.title}</span>
                  {item.subtitle && <Sub>{item.subtitle}</Sub>}
                </Texts>
              </ListboxOption>
            );
          })}
        </GroupList>
      ))}
    </List>
  );
}

export function Note({ children }: { children: string }) {
  return <ListboxNote role="status">{children}</ListboxNote>;
}
