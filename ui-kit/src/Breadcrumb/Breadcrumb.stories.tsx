import type { Meta, StoryObj } from '@storybook/react-vite';

import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'UI Kit/Navigation/Breadcrumb',
  component: Breadcrumb,
  args: { items: [{ label: 'Home', href: '/' }, { label: 'Invoices', href: '/invoices' }, { label: 'INV-000123' }] },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Single: Story = { args: { items: [{ label: 'Invoices Dashboard' }] } };
