import { render, screen } from '@testing-library/react';

import { UiKitProvider } from '../UiKitProvider';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its label', () => {
    render(
      <UiKitProvider>
        <Badge tone="danger">Void</Badge>
      </UiKitProvider>,
    );
    expect(screen.getByText('Void')).toBeInTheDocument();
  });
});
