import { render, screen } from '@testing-library/react';

import { UiKitProvider } from '../UiKitProvider';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('puts the form in main and the aside in a complementary region', () => {
    render(
      <UiKitProvider>
        <AuthLayout aside={<p>Endorsements</p>}>
          <p>Form</p>
        </AuthLayout>
      </UiKitProvider>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Form');
    expect(screen.getByRole('complementary')).toHaveTextContent('Endorsements');
  });

  it('has no aside when none is given', () => {
    render(
      <UiKitProvider>
        <AuthLayout>
          <p>Form</p>
        </AuthLayout>
      </UiKitProvider>,
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
