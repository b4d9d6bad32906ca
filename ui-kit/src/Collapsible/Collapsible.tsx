import { type ReactNode, useId, useState } from 'react';

import { ChevronDownIcon } from '../icons';
import { Panel, Root, Trigger } from './Collapsible.styles';

export interface CollapsibleProps {
  title: ReactNode;
  defaultOpen?: boolean;
  children?: ReactNode;
  /** Heading level of the title, so the section sits right in the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Disclosure section ('How To Create an Invoice', 'Invoice History'). */
export function Collapsible({ title, defaultOpen = false, children, headingLevel = 3, className }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Root className={className}>
      <Heading style={{ margin: 0, fontSize: 'inherit' }}>
        <Trigger type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          {title}
          <ChevronDownIcon />
        </Trigger>
      </Heading>
      <Panel id={panelId} hidden={!open}>
        {children}
      </Panel>
    </Root>
  );
}
