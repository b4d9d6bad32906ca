import { type ReactNode, useId } from 'react';

import { Actions, Note, Root, Spacer, Title } from './ActionPanel.styles';

export interface ActionPanelProps {
  /** Names the panel for screen readers (and heads it on wide screens). */
  title: string;
  /** The buttons, in the order they read. */
  children?: ReactNode;
  /** Shown when there is nothing to do (e.g. 'No action is awaiting you'). */
  note?: ReactNode;
}

/**
 * A page's actions: a side panel on desktop, a bar at the bottom of the screen on phones
 * (spec 001 s2, dispute details). A landmark named by its title, so it is easy to reach.
 */
export function ActionPanel({ title, children, note }: ActionPanelProps) {
  const titleId = useId();
  return (
    <>
      <Root aria-labelledby={titleId}>
        <Title id={titleId}>{title}</Title>
        {note && <Note>{note}</Note>}
        {children && <Actions>{children}</Actions>}
      </Root>
      <Spacer aria-hidden="true" />
    </>
  );
}
