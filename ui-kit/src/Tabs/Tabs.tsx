import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

import { Count, Tab, TabList } from './Tabs.styles';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A small count after the label (e.g. selected items). */
  count?: number;
}

export interface TabsProps<V extends string = string> {
  tabs: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Content of the selected tab, rendered as its tab panel. */
  children?: ReactNode;
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys move between tabs and select
 * them, Home and End jump to the ends; only the selected tab is in the tab order. The selected
 * tab's content is the panel, named by its tab.
 */
export function Tabs<V extends string>({ tabs, value, onChange, label, children, className }: TabsProps<V>) {
  const base = useId();
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (v: V) => `${base}-tab-${v}`;
  const panelId = `${base}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.value === value);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next].value);
    refs.current.get(tabs[next].value)?.focus();
  };

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <Tab
              key={tab.value}
              ref={(node) => {
                if (node) refs.current.set(tab.value, node);
                else refs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              $selected={selected}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
              {tab.count !== undefined && tab.count > 0 && <Count aria-label={`${tab.count} selected`}>{tab.count}</Count>}
            </Tab>
          );
        })}
      </TabList>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  );
}
