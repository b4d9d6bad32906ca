import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('links the trail, marks the current page, and routes in-app on click', async () => {
    const onClick = jest.fn();
    render(
      <UiKitProvider>
        <Breadcrumb items={[{ label: 'Invoices', href: '/invoices', onClick }, { label: 'INV-1' }]} />
      </UiKitProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByText('INV-1')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Invoices' }));
    expect(onClick).toHaveBeenCalled();
  });
});
