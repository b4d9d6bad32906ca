import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Badge } from '../Badge';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { type Theme, theme } from '../theme';
import { UiKitProvider } from './UiKitProvider';

/** Another brand: the kit's tokens with a green primary, passed as `theme`. */
const GREEN: Theme = {
  ...theme,
  colors: { ...theme.colors, primary: '#1E6B46', primaryHover: '#17573A', primaryActive: '#10422B', primarySoft: '#E7F4ED' },
};

function Sample() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField label="Business Name" name="business" defaultValue="Druk Heritage Tours" />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button>Save</Button>
        <Button variant="secondary">Cancel</Button>
        <Badge tone="primary">Owner</Badge>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Setup/UiKitProvider',
  component: UiKitProvider,
  parameters: {
    docs: {
      description: {
        component:
          'Wrap the app once in `UiKitProvider`: it gives every component the theme, sets the global styles and holds the toast stack (`useToast`). Pass `theme` to re-brand the whole kit; components read tokens only through the theme.',
      },
    },
  },
  render: (args) => (
    <UiKitProvider {...args}>
      <Sample />
    </UiKitProvider>
  ),
} satisfies Meta<typeof UiKitProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTheme: Story = {};
export const Rebranded: Story = {
  args: { theme: GREEN },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    // jsdom and browsers both report the computed colour as rgb().
    await expect(getComputedStyle(save).backgroundColor).toBe('rgb(30, 107, 70)');
  },
};
