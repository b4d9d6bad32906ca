import type { Meta, StoryObj } from '@storybook/react-vite';

import { SignInPage } from '../pages/SignInPage';
import { StoryProviders } from './StoryProviders';

// A fixed random source keeps the endorsement order stable between snapshots.
const meta = {
  title: 'Screens/Sign In',
  component: SignInPage,
  args: { random: () => 0.5 },
  decorators: [(Story) => <StoryProviders>{Story()}</StoryProviders>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
