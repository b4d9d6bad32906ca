import type { Meta, StoryObj } from '@storybook/react-vite';

import { Carousel } from './Carousel';

const quote = (text: string, who: string) => (
  <figure style={{ margin: 0, padding: '8px 4px' }}>
    <blockquote style={{ margin: 0, fontSize: 18, lineHeight: 1.5 }}>“{text}”</blockquote>
    <figcaption style={{ marginTop: 12, opacity: 0.8, fontSize: 14 }}>{who}</figcaption>
  </figure>
);

const meta = {
  title: 'UI Kit/Data/Carousel',
  component: Carousel,
  args: {
    speed: 500,
    slides: [
      quote('Digital payments make it simple for visitors to pay for their journeys before they arrive.', 'Governor, national bank'),
      quote('Tour operators now settle group invoices in days instead of weeks.', 'Director, tourism council'),
      quote('A premier payment solution built for our country.', 'Chief executive, partner bank'),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 440, padding: 32, background: '#13306F', color: '#fff', borderRadius: 12 }}>{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Endorsements: Story = {};
export const SecondSlide: Story = { args: { initialIndex: 1 } };
