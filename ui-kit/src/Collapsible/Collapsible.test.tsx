import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { Collapsible } from './Collapsible';

describe('Collapsible', () => {
  it('toggles its panel and reports aria-expanded', async () => {
    render(
      <UiKitProvider>
        <Collapsible title="Invoice History">Events</Collapsible>
      </UiKitProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Invoice History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Events')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Events')).toBeVisible();
  });
});
