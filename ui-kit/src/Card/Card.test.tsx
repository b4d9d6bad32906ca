import { render, screen } from '@testing-library/react';

import { UiKitProvider } from '../UiKitProvider';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title with actions in the header', () => {
    render(
      <UiKitProvider>
        <Card title="User Details" actions={<button>Edit</button>}>
          Body
        </Card>
      </UiKitProvider>,
    );
    const region = screen.getByRole('region', { name: 'User Details' });
    expect(region).toHaveTextContent('Body');
    expect(screen.getByRole('heading', { name: 'User Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
