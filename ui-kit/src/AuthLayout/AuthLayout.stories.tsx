import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from '../Button';
import { Carousel } from '../Carousel';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { AuthLayout } from './AuthLayout';

const form = (
  <form style={{ display: 'grid', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
    <h1 style={{ fontSize: 26 }}>Sign In</h1>
    <TextField label="E-mail" name="email" type="email" />
    <PasswordField label="Password" name="password" />
    <Button type="submit" fullWidth>
      Sign In
    </Button>
  </form>
);

const meta = {
  title: 'UI Kit/Layout/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    children: form,
    aside: (
      <div style={{ maxWidth: 420 }}>
        <h2 style={{ fontSize: 28, marginBottom: 24 }}>The premier payment solution</h2>
        <Carousel slides={['Pay invoices by card in minutes.', 'Settled to your account, reported to the bank.', 'Built with our partner bank.']} />
      </div>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAside: Story = {};
export const FormOnly: Story = { args: { aside: undefined } };
