import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from '../Button';
import { DataList } from '../DataList';
import { Card } from './Card';

const meta = {
  title: 'UI Kit/Layout/Card',
  component: Card,
  args: {
    title: 'Business Details',
    actions: (
      <Button variant="secondary" size="sm">
        Edit
      </Button>
    ),
    children: (
      <DataList
        items={[
          { label: 'Business Name', value: 'Druk Adventures' },
          { label: 'E-mail', value: 'hello@druk.bt' },
          { label: 'Type', value: 'Tour Operator' },
          { label: 'Phone Number', value: '+975 2 123 456' },
        ]}
      />
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};
export const TitleOnly: Story = {
  args: { actions: undefined, title: 'Help', children: <p>New here or stuck on a step? Our guide walks you through every screen.</p> },
};
export const Untitled: Story = { args: { title: undefined, actions: undefined, children: <p>Plain surface.</p> } };
