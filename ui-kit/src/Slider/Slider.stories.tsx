import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Slider, type SliderProps } from './Slider';

function Controlled(props: SliderProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 420 }}>
      <Slider {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'UI Kit/Forms/Slider',
  component: Slider,
  args: {
    label: 'Merchant Processing Fee (%)',
    min: 0,
    max: 4.99,
    step: 0.01,
    value: 2.5,
    marks: [0, 1, 2, 3, 4, 4.99].map((m) => ({ value: m, label: String(m) })),
    onChange: () => undefined,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fee: Story = {};
export const NoMarks: Story = { args: { marks: [], label: 'Volume', max: 100, step: 1, value: 40 } };
export const Disabled: Story = { args: { disabled: true } };
