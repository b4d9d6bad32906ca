import type { Meta, StoryObj } from '@storybook/react-vite';

import { Avatar } from './Avatar';

const PHOTO_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='#c7d7f5'/><circle cx='32' cy='26' r='12' fill='#1a3f8f'/><rect x='14' y='42' width='36' height='22' rx='11' fill='#1a3f8f'/></svg>";
const PHOTO = `data:image/svg+xml;utf8,${encodeURIComponent(PHOTO_SVG)}`;

const meta = {
  title: 'UI Kit/Data/Avatar',
  component: Avatar,
  args: { name: 'Karma Dorji', size: 40 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Photo: Story = { args: { url: PHOTO } };
export const BrokenImage: Story = { args: { url: '/does-not-exist.png' } };
export const FallbackUrl: Story = { args: { url: '/cdn-unreachable.png', fallbackUrl: PHOTO } };
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Pema Choden" size={24} />
      <Avatar name="Pema Choden" size={32} />
      <Avatar name="Pema Choden" size={48} />
      <Avatar name="Tshering" size={64} />
    </div>
  ),
};
