import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTheme } from 'styled-components';

import * as icons from './index';

// Every icon the kit exports, found from the module (a new icon shows up without editing this).
const ICONS = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [string, typeof icons.CheckIcon][];

function Gallery({ size = 24 }: { size?: number }) {
  const theme = useTheme();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
      {ICONS.map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', gap: 12, alignItems: 'center', color: theme.colors.text }}>
          <Icon size={size} />
          <code style={{ fontFamily: theme.fonts.mono, fontSize: 13 }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * Small stroke icons on a 24 px grid, drawn in `currentColor` so they take the text colour.
 * They are decorative (aria-hidden): the button or text beside them carries the meaning, and an
 * icon-only button names itself through IconButton's `label`.
 */
const meta = {
  title: 'Foundations/Icons',
  component: Gallery,
  args: { size: 24 },
  parameters: {
    docs: {
      description: {
        component:
          'Small stroke icons on a 24 px grid in `currentColor`; decorative (aria-hidden), so the control beside them carries the meaning. Size with `size` (px, default 18).',
      },
    },
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(ICONS.length);
    // Decorative: hidden from assistive technology, never focusable.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
    }
  },
};
export const Small: Story = { args: { size: 16 } };
