import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';

import { Avatar } from '../Avatar';
import { visuallyHidden } from '../theme';
import { Menu } from './Menu';

const HiddenText = styled.span`
  ${visuallyHidden}
`;

const meta = {
  title: 'UI Kit/Navigation/Menu',
  component: Menu,
  args: {
    // As the app's header has it: the visible name first in the accessible name (speech users say
    // what they see), so no triggerLabel; the initials and the shown name are decorative.
    trigger: (
      <>
        <Avatar name="Karma Dorji" decorative />
        <span aria-hidden="true">Karma Dorji</span>
        <HiddenText>Karma Dorji, account menu</HiddenText>
      </>
    ),
    items: [
      { label: 'Account Settings', onSelect: fn() },
      { label: 'Logout', onSelect: fn(), danger: true },
    ],
    align: 'start',
  },
  decorators: [(Story) => <div style={{ minHeight: 160 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: ArrowDown opens on the first item, arrows move, Escape closes back to the button; a click selects. */
export const ProfilePill: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Karma Dorji, account menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.items[1].onSelect).toHaveBeenCalledTimes(1);
    await expect(args.items[0].onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
  },
};
