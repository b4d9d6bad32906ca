import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('defaults to Yes / No and reports the answer', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <UiKitProvider>
        <ConfirmDialog open title="Cancel invoice" message="Sure?" onConfirm={onConfirm} onCancel={onCancel} />
      </UiKitProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel invoice' });
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(dialog).toBeInTheDocument();
  });

  it('cannot be dismissed while the action runs', async () => {
    const onCancel = jest.fn();
    render(
      <UiKitProvider>
        <ConfirmDialog open loading title="Close" message="Sure?" onConfirm={jest.fn()} onCancel={onCancel} />
      </UiKitProvider>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
  });

  it('has a default title so the dialog is always named', () => {
    render(
      <UiKitProvider>
        <ConfirmDialog open message="Are you sure you want to void this invoice? This action cannot be undone." onConfirm={jest.fn()} onCancel={jest.fn()} />
      </UiKitProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent('This action cannot be undone.');
  });
});
