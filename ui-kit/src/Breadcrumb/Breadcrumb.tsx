import type { MouseEvent, ReactNode } from 'react';

import { ChevronRightIcon } from '../icons';
import { CrumbLink, Current, List } from './Breadcrumb.styles';

export interface BreadcrumbItem {
  label: ReactNode;
  href?: string;
  /** For client-side routing: called instead of following href (the href stays for open-in-new-tab). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  className?: string;
}

/** Trail of the list/detail header. The last item is the current page and is not a link. */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          let content: ReactNode;
          if (last) {
            content = <Current aria-current="page">{item.label}</Current>;
          } else if (item.href) {
            content = (
              <CrumbLink
                href={item.href}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  if (!item.onClick) return;
                  // Let ctrl/cmd-click open a tab; plain clicks route in-app.
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  item.onClick(event);
                }}
              >
                {item.label}
              </CrumbLink>
            );
          } else if (item.onClick) {
            content = (
              <CrumbLink as="button" type="button" onClick={item.onClick}>
                {item.label}
              </CrumbLink>
            );
          } else {
            content = <span>{item.label}</span>;
          }
          return (
            <li key={index}>
              {content}
              {!last && <ChevronRightIcon size={14} />}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
