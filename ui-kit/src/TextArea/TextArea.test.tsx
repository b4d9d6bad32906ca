import { render, screen } from '@testing-library/react';

import { UiKitProvider } from '../UiKitProvider';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is labelled and reports errors', () => {
    render(
      <UiKitProvider>
        <TextArea label="Address" name="address" error="Address is required" />
      </UiKitProvider>,
    );
    expect(screen.getByLabelText('Address').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('alert')).toHaveTextContent('Address is required');
  });
});
