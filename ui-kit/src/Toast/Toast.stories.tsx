import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../Button';
import { useToast } from './Toast';

function Playground() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Profile Updated Successfully')}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('Unexpected error has occurred. Please try again')}>Error</Button>
      <Button variant="secondary" onClick={() => toast.info('Paylink Copied To Clipboard')}>Info</Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.warning('Without a foreign currency account the FC Account disbursement goes to the national tourism council.')
        }
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
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = { render: () => <div style={{ padding: 24 }}><Playground /></div> };
export const AllKinds: Story = { render: () => <div style={{ padding: 24 }}><Showcase /></div> };
