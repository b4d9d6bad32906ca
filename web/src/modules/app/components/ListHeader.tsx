import { TextField } from '@pg/ui-kit';
import type { ReactNode } from 'react';

import { PageHeader, PageTitle, Toolbar } from './page.styles';

interface ListHeaderProps {
  title: string;
  /** The spec's placeholder: 'Search Invoice', 'Search Transfer', 'Search Organization'. */
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  /** More toolbar controls after the search (filters, a create button). */
  children?: ReactNode;
}

/** A list screen's title with its search box and toolbar. */
export function ListHeader({ title, searchPlaceholder, search, onSearch, children }: ListHeaderProps) {
  return (
    <PageHeader>
      <PageTitle>{title}</PageTitle>
      <Toolbar>
        <TextField label="Search" name="query" type="search" placeholder={searchPlaceholder} value={search} onChange={(e) => onSearch(e.target.value)} />
        {children}
      </Toolbar>
    </PageHeader>
  );
}
