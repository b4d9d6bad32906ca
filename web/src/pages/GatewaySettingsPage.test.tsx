import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { FakeResolver } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

const sandbox = { __typename: 'PaymentGateway', id: 'g-sandbox', name: 'sandbox', displayName: 'Sandbox', available: true };
const stripe = { __typename: 'PaymentGateway', id: 'g-stripe', name: 'stripe', displayName: 'Stripe', available: false };
const anet = { __typename: 'PaymentGateway', id: 'g-anet', name: 'authorizeNet', displayName: 'Authorize.Net', available: true };
const routingOf = (c: { id: string; name: string }) => ({ __typename: 'CardRouting', cardId: c.id, brand: c.name, processors: ['sandbox'], rules: [] });
const card = (id: string, name: string) => ({
  __typename: 'Card',
  id,
  name,
  paymentGatewayId: sandbox.id,
  paymentGateway: { __typename: 'PaymentGateway', id: sandbox.id, name: 'sandbox', displayName: 'Sandbox' },
});

function setup(role: Role = Role.PG_ADMIN, path = '/gateway-settings', routings?: FakeResolver) {
  let cards = [card('c1', 'Mastercard'), card('c2', 'Visa')];
  const view = renderApp({
    path,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      Cards: () => ({ data: { cards } }),
      PaymentGateways: () => ({ data: { paymentGateways: [sandbox, stripe, anet] } }),
      CardRoutings: routings ?? (() => ({ data: { cardRoutings: cards.map(routingOf) } })),
      RoutingPreview: (vars) => ({
        data: {
          routingPreview: {
            __typename: 'RoutingPreview',
            text: `Preview of ${String(vars.amountCents)} from ${String(vars.country)}`,
            processors: [],
            rule: null,
          },
        },
      }),
      SaveCardRouting: (vars) => ({
        data: { saveCardRouting: { __typename: 'CardRouting', cardId: vars.cardId, brand: 'Mastercard', ...(vars.routing as object), rules: [] } },
      }),
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

  describe('routing (issue 41)', () => {
    it('edits a brand: adds and reorders processors from the keyboard, adds a rule, previews live and saves', async () => {
      const { view, user } = setup();
      const list = await screen.findByRole('list', { name: 'Mastercard processors' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(within(list).getByText(/primary/)).toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: 'Add to Mastercard processors' }));
      expect(screen.getByRole('option', { name: 'Stripe (not configured)' })).toHaveAttribute('aria-disabled', 'true');
      await user.click(screen.getByRole('option', { name: 'Authorize.Net' }));
      await user.click(screen.getByRole('button', { name: 'Add processor' }));
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('Sandbox'), expect.stringContaining('Authorize.Net')]);

      // Keyboard: focus the move button and press Enter; the first can't move up.
      expect(screen.getByRole('button', { name: 'Move up: Sandbox' })).toBeDisabled();
      screen.getByRole('button', { name: 'Move up: Authorize.Net' }).focus();
      await user.keyboard('{Enter}');
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringMatching(/Authorize\.Net.*primary/), expect.stringMatching(/Sandbox.*fallback/)]);

      await user.click(screen.getByRole('button', { name: 'Add rule' }));
      const rule = screen.getByRole('group', { name: 'Rule 1' });
      await user.type(within(rule).getByLabelText('Minimum amount ($)'), '1,200');
      await user.type(within(rule).getByLabelText('Card countries'), 'de');
      expect(within(within(rule).getByRole('list', { name: 'Rule 1 processors' })).getAllByRole('listitem')).toHaveLength(1);

      await user.type(screen.getByLabelText('Card country'), 'DE');
      expect(await screen.findByText('Preview of 120000 from DE')).toBeInTheDocument();
      const preview = view.calls.filter((c) => c.operationName === 'RoutingPreview').at(-1)!;
      expect(preview.variables).toEqual({
        brand: 'Mastercard',
        amountCents: 120_000,
        country: 'DE',
        routing: {
          processors: ['authorizeNet', 'sandbox'],
          rules: [{ minAmountCents: 120_000, maxAmountCents: null, countries: ['DE'], processors: ['authorizeNet'] }],
        },
      });

      await user.click(screen.getByRole('button', { name: 'Save routing' }));
      expect(await screen.findByText('Routing saved')).toBeInTheDocument();
      expect(view.calls.find((c) => c.operationName === 'SaveCardRouting')!.variables).toEqual({
        cardId: 'c1',
        routing: {
          processors: ['authorizeNet', 'sandbox'],
          rules: [{ minAmountCents: 120_000, maxAmountCents: null, countries: ['DE'], processors: ['authorizeNet'] }],
        },
      });
    });

    it('refuses an invalid routing with clear messages before sending it', async () => {
      const { view, user } = setup();
      await user.click(await screen.findByRole('button', { name: 'Remove: Sandbox' }));
      await user.click(screen.getByRole('button', { name: 'Add rule' }));
      const rule = screen.getByRole('group', { name: 'Rule 1' });
      await user.type(within(rule).getByLabelText('Minimum amount ($)'), '20');
      await user.type(within(rule).getByLabelText('Maximum amount ($)'), '10');
      await user.click(screen.getByRole('button', { name: 'Save routing' }));
      expect(screen.getByText('Add at least one processor')).toBeInTheDocument();
      expect(within(rule).getByText('Minimum amount must not be more than the maximum amount')).toBeInTheDocument();
      expect(view.calls.some((c) => c.operationName === 'SaveCardRouting')).toBe(false);
    });

    it('switches brands and moves rules', async () => {
      const { user } = setup();
      await user.click(await screen.findByRole('combobox', { name: 'Card brand' }));
      await user.click(screen.getByRole('option', { name: 'Visa' }));
      expect(await screen.findByRole('list', { name: 'Visa processors' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Add rule' }));
      await user.click(screen.getByRole('button', { name: 'Add rule' }));
      await user.type(within(screen.getByRole('group', { name: 'Rule 2' })).getByLabelText('Card countries'), 'FR');
      await user.click(screen.getByRole('button', { name: 'Move rule up: Rule 2' }));
      expect(within(screen.getByRole('group', { name: 'Rule 1' })).getByLabelText('Card countries')).toHaveValue('FR');
      await user.click(screen.getByRole('button', { name: 'Remove rule: Rule 2' }));
      expect(screen.queryByRole('group', { name: 'Rule 2' })).not.toBeInTheDocument();
    });

    it('shows an error with a retry, and the empty state', async () => {
      let fail = true;
      const { user } = setup(Role.PG_ADMIN, '/gateway-settings', () =>
        fail ? { data: null, errors: [{ message: 'boom', extensions: {} }] } : { data: { cardRoutings: [] } },
      );
      const message = await screen.findByText('The routing could not be loaded.');
      fail = false;
      // Every card of the page failed alike (health and risk rules too): retry the routing's own.
      await user.click(within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Add a card to route its payments.')).toBeInTheDocument();
    });
  });
});
