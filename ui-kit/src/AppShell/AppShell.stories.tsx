import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { LinkButton } from '../Button';
import { Card } from '../Card';
import { AppShell, type AppShellProps } from './AppShell';

const LOGO_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' width='140' height='34' viewBox='0 0 140 34'><rect x='0' y='5' width='24' height='24' rx='6' fill='#2451B3'/><path d='M7 17h10M12 12v10' stroke='#fff' stroke-width='3' stroke-linecap='round'/><text x='32' y='23' font-family='Inter,Arial' font-size='17' font-weight='700' fill='#0B1F4D'>BhutanPay</text></svg>";
const LOGO = `data:image/svg+xml;utf8,${encodeURIComponent(LOGO_SVG)}`;

const MENU = [
  { to: '/', label: 'Home' },
  { to: '/invoices', label: 'Invoices' },
  { to: '/checkouts', label: 'Checkouts' },
  { to: '/refunds', label: 'Refunds' },
  { to: '/disputes', label: 'Disputes' },
  { to: '/transactions', label: 'Transactions' },
  { to: '/transfers', label: 'Transfers' },
  { to: '/users', label: 'Users' },
  { to: '/developer', label: 'Developer' },
  { to: '/account-settings', label: 'Account Settings' },
];

/** Clicks on menu links change the active path instead of leaving the story. */
function Interactive(props: AppShellProps) {
  const [path, setPath] = useState(props.activePath);
  return (
    <AppShell
      {...props}
      activePath={path}
      onLogoClick={() => setPath('/')}
      renderLink={(item, children) => (
        <a
          href={item.to}
          onClick={(e) => {
            e.preventDefault();
            setPath(item.to);
          }}
        >
          {children}
        </a>
      )}
    />
  );
}

const meta = {
  title: 'UI Kit/Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <img src={LOGO} alt="BhutanPay" width={140} height={34} />,
    menuItems: MENU,
    activePath: '/invoices',
    user: { name: 'Karma Dorji' },
    profileMenu: [
      { label: 'Account Settings', onSelect: () => undefined },
      { label: 'Logout', onSelect: () => undefined },
    ],
    partnerLogo: (
      <div style={{ fontSize: 12, display: 'grid', gap: 6 }}>
        <span>In Partnership with</span>
        <strong style={{ fontSize: 15, color: '#fff' }}>Bank of Bhutan</strong>
      </div>
    ),
    footer: <LinkButton>Terms And Conditions</LinkButton>,
    children: (
      <div style={{ display: 'grid', gap: 24, maxWidth: 960 }}>
        <h1 style={{ fontSize: 26 }}>Invoices Dashboard</h1>
        <Card title="Outstanding Balance">
          <p>
            Outstanding Balance to Bank is <strong>$12,400.00</strong>
          </p>
        </Card>
      </div>
    ),
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const WithAvatarPhoto: Story = {
  args: {
    user: {
      name: 'Pema Choden',
      avatarUrl: `data:image/svg+xml;utf8,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' fill='#F5D59B'/><circle cx='16' cy='13' r='6' fill='#7A4500'/><rect x='7' y='21' width='18' height='12' rx='6' fill='#7A4500'/></svg>")}`,
    },
  },
};
