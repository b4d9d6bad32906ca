import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { Button } from '../Button';
import { DataList } from '../DataList';
import { Drawer, type DrawerProps } from './Drawer';

function WithOpener(props: DrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI Kit/Overlays/Drawer',
  component: Drawer,
  args: {
    open: true,
    onClose: () => undefined,
    side: 'right',
    width: 514,
    widthMd: 429,
    title: 'Invoice and payment details',
    children: (
      <div style={{ padding: 24 }}>
        <DataList
          columns={1}
          items={[
            { label: 'Sub Total', value: '$1,200.00' },
            { label: 'Customer Processing Fee', value: '$0.00' },
            { label: 'Total Amount', value: '$1,200.00' },
          ]}
        />
      </div>
    ),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};
export const Left: Story = { args: { side: 'left', width: 280, widthMd: undefined, title: 'Menu' } };
