import { render, screen } from '@testing-library/react';

import { UiKitProvider } from '../UiKitProvider';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message and extra content', () => {
    render(
      <UiKitProvider>
        <EmptyState message="No Refunds Found">
          <a href="/x">Back</a>
        </EmptyState>
      </UiKitProvider>,
    );
    expect(screen.getByText('No Refunds Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });
});
