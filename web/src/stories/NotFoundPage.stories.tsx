import type { Meta, StoryObj } from '@storybook/react-vite';

import { NotFoundPage } from '../pages/NotFoundPage';
import { StoryProviders } from './StoryProviders';

const meta = {
  title: 'Screens/Not Found',
  component: NotFoundPage,
  decorators: [(Story) => <StoryProviders path="/404">{Story()}</StoryProviders>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
