import { render, screen } from '@testing-library/react';

import { UiKitProvider } from '../UiKitProvider';
import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  it('shows only a loading indicator', () => {
    const { container } = render(
      <UiKitProvider>
        <LoadingScreen />
      </UiKitProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(container.textContent).toBe('');
  });
});
