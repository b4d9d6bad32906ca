import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { ToastProvider, useToast } from './Toast';

function Playground() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Profile Updated Successfully')}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('Unexpected error has occurred. Please try again')}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.info('Paylink Copied To Clipboard')}>
        Info
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.warning('Without a foreign currency account the FC Account disbursement goes to the national tourism council.')}
      >
        Warning (50 s)
      </Button>
      <Button variant="ghost" onClick={() => toast.info('Invoice voided', { persistent: true, action: { label: 'Undo', onClick: () => undefined } })}>
        Persistent with action
      </Button>
    </div>
  );
}

/** Shows one of each kind at once so the stack can be reviewed without clicking. */
function Showcase() {
  const toast = useToast();
  useEffect(() => {
    toast.success('Profile Updated Successfully', { persistent: true });
    toast.error('There was an issue with your card. Please check your details and try again.', { persistent: true });
    toast.info('Paylink Copied To Clipboard', { persistent: true, action: { label: 'Open', onClick: () => undefined } });
    toast.warning('Please complete your business information', { persistent: true });
  }, [toast]);
  return <Playground />;
}

const meta = {
  title: 'UI Kit/Feedback/Toast',
  component: ToastProvider,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Short notices, top-right. Call `useToast()` anywhere under the UiKitProvider (which includes the ToastProvider) and `toast.success|error|info|warning(message, { persistent, action, duration })`. Errors are alerts (announced at once), the others status messages; they leave after 3 s (warnings 50 s) unless persistent, and pause while hovered or focused. Use the spec's wording for messages.",
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error toast is an alert, others are status messages; the close button and an action dismiss. */
export const Buttons: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <Playground />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The region sits on <body> (beside any modal), not in the story's canvas.
    const region = within(within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const alert = await region.findByRole('alert');
    await expect(alert).toHaveTextContent('Unexpected error has occurred. Please try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(region.queryByRole('alert')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Persistent with action' }));
    const status = await region.findByRole('status');
    await expect(status).toHaveTextContent('Invoice voided');
    await userEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(region.queryByRole('status')).not.toBeInTheDocument());
  },
};
export const AllKinds: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <Showcase />
    </div>
  ),
};
