import { render, screen } from '@testing-library/react';

import { UiKitProvider } from '../UiKitProvider';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a named progress indicator', () => {
    render(
      <UiKitProvider>
        <Spinner label="Verifying" />
      </UiKitProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Verifying' })).toBeInTheDocument();
  });
});
