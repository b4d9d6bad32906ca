import type { Meta, StoryObj } from '@storybook/react-vite';

import { LockedPage } from '../pages/LockedPage';
import { organizationFixture, userFixture } from '../test/fixtures';
import { StoryProviders } from './StoryProviders';

const meta = {
  title: 'Screens/Locked',
  component: LockedPage,
  // 'Check Again' would reload the Storybook frame; the story logs instead.
  args: { reload: () => console.info('Check Again pressed') },
  decorators: [
    (Story) => (
      <StoryProviders path="/locked" session={{ user: userFixture({ locked: true }), organization: organizationFixture() }}>
        {Story()}
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LockedPage>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
