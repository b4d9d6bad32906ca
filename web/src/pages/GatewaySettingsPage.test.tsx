import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

const sandbox = { __typename: 'PaymentGateway', id: 'g-sandbox', name: 'sandbox', displayName: 'Sandbox', available: true };
const stripe = { __typename: 'PaymentGateway', id: 'g-stripe', name: 'stripe', displayName: 'Stripe', available: false };
const card = (id: string, name: string) => ({
  __typename: 'Card',
  id,
  name,
  paymentGatewayId: sandbox.id,
  paymentGateway: { __typename: 'PaymentGateway', id: sandbox.id, name: 'sandbox', displayName: 'Sandbox' },
});

function setup(role: Role = Role.PG_ADMIN, path = '/gateway-settings') {
  let cards = [card('c1', 'Mastercard'), card('c2', 'Visa')];
  const view = renderApp({
    path,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      Cards: () => ({ data: { cards } }),
      PaymentGateways: () => ({ data: { paymentGateways: [sandbox, stripe] } }),
      CreateCard: (vars) => {
        const created = card('c3', String(vars.name));
        cards = [...cards, created];
        return { data: { createCard: created } };
      },
      RemoveCard: (vars) => {
        cards = cards.filter((c) => c.id !== vars.id);
        return { data: { removeCard: { __typename: 'SuccessResult', success: true } } };
      },
    },
  });
  return { view, user: userEvent.setup() };
}

describe('gateway settings', () => {
  it('lists the cards with their gateway', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cards' });
    expect(await within(table).findByText('Visa')).toBeInTheDocument();
    expect(within(table).getAllByText('Sandbox')).toHaveLength(2);
  });

  it('adds a card with name and gateway, with the spec’s messages', async () => {
    const { view, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Card' }));
    expect(view.location()).toBe('/gateway-settings?action=add-card');
    const dialog = screen.getByRole('dialog', { name: 'Add Card' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Payment Gateway is required')).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'CreateCard')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name'), 'Discover');
    await user.click(within(dialog).getByRole('combobox', { name: 'Payment Gateway' }));
    expect(screen.getByRole('option', { name: 'Stripe (not configured)' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Sandbox' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Card Added Successfully')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'CreateCard')!.variables).toEqual({ name: 'Discover', paymentGatewayId: 'g-sandbox' });
    expect(await screen.findByText('Discover')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Card' })).not.toBeInTheDocument());
    expect(view.location()).toBe('/gateway-settings');
  });

  it('opens the add dialog from ?action=add-card', async () => {
    setup(Role.PG_ADMIN, '/gateway-settings?action=add-card');
    expect(await screen.findByRole('dialog', { name: 'Add Card' })).toBeInTheDocument();
  });

  it('deletes a card after confirmation', async () => {
    const { view, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Visa' }));
    expect(screen.getByText('Are you sure you want to delete this card?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Card deleted Successfully')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'RemoveCard')!.variables).toEqual({ id: 'c2' });
    await waitFor(() => expect(screen.queryByText('Visa')).not.toBeInTheDocument());
  });

  it('is for the PG Admin only', async () => {
    setup(Role.OWNER);
    expect(await screen.findByText(/not allowed|permission/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Card' })).not.toBeInTheDocument();
  });
});
