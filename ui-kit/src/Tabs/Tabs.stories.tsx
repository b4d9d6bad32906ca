import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { type TabItem, Tabs } from './Tabs';

type View = 'invoices' | 'checkouts';
const TABS: TabItem<View>[] = [
  { value: 'invoices', label: 'Invoices' },
  { value: 'checkouts', label: 'Checkouts' },
];

function Playground({ initial = 'invoices', counts = false }: { initial?: View; counts?: boolean }) {
  const [value, setValue] = useState<View>(initial);
  const tabs: TabItem<View>[] = counts ? TABS.map((t) => ({ ...t, count: t.value === 'invoices' ? 3 : 0 })) : TABS;
  return (
    <Tabs tabs={tabs} value={value} onChange={(next: View) => setValue(next)} label="Transactions">
      <p>{value === 'invoices' ? 'Paid invoices without a transfer' : 'Paid checkouts without a transfer'}</p>
    </Tabs>
  );
}

const meta = {
  title: 'UI Kit/Navigation/Tabs',
  component: Playground,
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { initial: 'checkouts' } };
export const WithCounts: Story = { args: { counts: true } };
