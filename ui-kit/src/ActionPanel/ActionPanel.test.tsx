import { render, screen } from '@testing-library/react';

import { Button } from '../Button';
import { UiKitProvider } from '../UiKitProvider';
import { ActionPanel } from './ActionPanel';

describe('ActionPanel', () => {
  it('is a navigation landmark named by its title, holding the buttons in order', () => {
    render(
      <UiKitProvider>
        <ActionPanel title="Dispute Actions">
          <Button>Approve</Button>
          <Button disabled>Decline</Button>
        </ActionPanel>
      </UiKitProvider>,
    );
    const panel = screen.getByRole('navigation', { name: 'Dispute Actions' });
    const buttons = Array.from(panel.querySelectorAll('button')).map((b) => [b.textContent, b.disabled]);
    expect(buttons).toEqual([
      ['Approve', false],
      ['Decline', true],
    ]);
  });

  it('says so when there is nothing to do', () => {
    render(
      <UiKitProvider>
        <ActionPanel title="Actions" note="No action is awaiting you." />
      </UiKitProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Actions' })).toHaveTextContent('No action is awaiting you.');
  });
});
