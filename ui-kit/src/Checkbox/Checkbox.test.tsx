import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('reports the new checked state', async () => {
    const onChange = jest.fn();
    render(
      <UiKitProvider>
        <Checkbox label="Paid" checked={false} onChange={onChange} />
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Paid' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
