import { screen, within } from '@testing-library/react';

import { renderApp } from '../test/renderApp';

const brands =
  (...names: string[]) =>
  () => ({ data: { cards: names.map((name, i) => ({ __typename: 'Card', id: `c${i}`, name })) } });

async function listedBrands(): Promise<string[]> {
  const section = await screen.findByRole('region', { name: '1. Supported Payment Methods' });
  return within(section)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

describe('payment terms (spec 002)', () => {
  it('lists the card brands of gateway settings, the ones the pay pages offer', async () => {
    renderApp({ path: '/payment-terms', resolvers: { AcceptedCards: brands('Visa', 'RuPay') } });
    expect(await screen.findByText('RuPay')).toBeInTheDocument();
    expect(await listedBrands()).toEqual(['Visa', 'RuPay']);
  });

  it('says so when no brand is accepted, and when the brands could not be loaded', async () => {
    const view = renderApp({ path: '/payment-terms', resolvers: { AcceptedCards: brands() } });
    expect(await screen.findByText('No card brands are accepted at the moment.')).toBeInTheDocument();
    view.unmount();
    renderApp({ path: '/payment-terms', resolvers: { AcceptedCards: () => new TypeError('Failed to fetch') } });
    expect(await screen.findByText('The accepted card brands could not be loaded. Please reload the page.')).toBeInTheDocument();
  });
});
