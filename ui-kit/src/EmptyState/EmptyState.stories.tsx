import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = { title: 'UI Kit/Data/EmptyState', component: EmptyState, args: { message: 'No Invoices found' } } satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { children: <Button>Create Invoice</Button> } };
