import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';

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

/** A click on a mark jumps to it; moving the range (keys, drag) sets the value, shown and announced. */
export const Fee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: /Merchant Processing Fee/ });
    await expect(slider).toHaveValue('2.5');
    // Marks are mouse shortcuts, hidden from assistive technology (the arrow keys reach every value).
    await userEvent.click(canvas.getByText('4', { selector: 'button' }));
    await expect(slider).toHaveValue('4');
    await expect(slider).toHaveAttribute('aria-valuetext', '4');
    // A key press or drag arrives as the native range's change (jsdom has no range stepping).
    await fireEvent.change(slider, { target: { value: '3.21' } });
    await expect(slider).toHaveValue('3.21');
    await expect(slider).toHaveAttribute('aria-valuetext', '3.21');
  },
};
export const NoMarks: Story = { args: { marks: [], label: 'Volume', max: 100, step: 1, value: 40 } };
export const Disabled: Story = { args: { disabled: true } };
