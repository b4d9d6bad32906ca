import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';

import { disputeListItemFixture } from '../modules/disputes/test/disputeFixtures';
import { refundListItemFixture } from '../modules/refunds/test/refundFixtures';
import { renderPage, SLOW } from '../modules/transfers/test/renderPage';

// Test mode (issue 14) on screen: the key's mode chosen on /developer, the Test badge on
// checkouts, and the header's live/test switch that the checkouts list follows.

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const KEY = (over: Record<string, unknown> = {}) => ({
  __typename: 'MerchantKey',
  id: 'k-1',
  name: 'Live site',
  apiKey: 'pk_live_aaaaaaaaaaaaaaaaaaaaaaaa',
  secretKey: null,
  isActive: true,
  livemode: true,
  createdAt: '2026-11-25T03:00:00.000Z',
  ...over,
});

const OWNER = { __typename: 'Organization', id: 'o-1', name: 'Druk Heritage Tours', email: 'owner@demo.test', phoneNumber: null, logo: [] };
const CHECKOUT = (over: Record<string, unknown> = {}) => ({
  __typename: 'WebPayment',
  id: 'c-1',
  code: 'CHK-2026-000001',
  status: 'paid',
  amount: 450,
  transactionFee: 11.21,
  total: 461.21,
  payable: 438.75,
  merchantProcessingFee: 11.25,
  currency: 'USD',
  orderId: 'ORD-1',
  createdAt: '2026-11-25T03:00:00.000Z',
  paidAt: '2026-11-25T03:05:00.000Z',
  livemode: true,
  owner: OWNER,
  ...over,
});

const developerResolvers = {
  MerchantKeys: () => ({ data: { merchantKeys: [KEY(), KEY({ id: 'k-2', name: 'Staging', apiKey: 'pk_test_bbbbbbbbbbbbbbbbbbbbbbbb', livemode: false })] } }),
  WebhookEndpoints: () => ({ data: { webhookEndpoints: [] } }),
  WebhookEvents: () => ({ data: { webhookEvents: { __typename: 'WebhookEventList', items: [], hasMore: false } } }),
  CreateKeys: (vars: Record<string, unknown>) => ({
    data: {
      createKeys: KEY({
        id: 'k-3',
        name: vars.name,
        livemode: vars.livemode,
        apiKey: vars.livemode ? 'pk_live_new' : 'pk_test_new',
        secretKey: vars.livemode ? 'sk_live_new' : 'sk_test_new',
      }),
    },
  }),
};

describe('test mode', () => {
  it('/developer: the keys table shows each key mode; Generate asks Live or Test and sends it', async () => {
    const { user, view } = renderPage(Role.OWNER, '/developer?action=generate_api_keys', developerResolvers);
    const dialog = await screen.findByRole('dialog', { name: 'Generate API Keys' }, SLOW);
    const live = within(dialog).getByRole('radio', { name: /^Live/ });
    expect(live).toBeChecked();
    await user.type(within(dialog).getByLabelText('Name'), 'Staging server');
    await user.click(within(dialog).getByRole('radio', { name: /^Test/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(view.calls.find((c) => c.operationName === 'CreateKeys')?.variables).toEqual({ name: 'Staging server', livemode: false }));
    expect(await within(dialog).findByDisplayValue('sk_test_new')).toBeInTheDocument();
    expect(within(dialog).getByText('Test')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    const table = await screen.findByRole('table', { name: 'Api Keys' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows.find((r) => r.textContent?.includes('pk_test_bbbb'))!).getByText('Test')).toBeInTheDocument();
    expect(within(rows.find((r) => r.textContent?.includes('pk_live_aaaa'))!).getByText('Live')).toBeInTheDocument();

    // Issue 50: deleting a key asks first, naming which key (live or test, and the end of its value).
    await user.click(within(table).getByRole('button', { name: 'Delete Staging' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Key' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete the test key "Staging" (ending bbbb)? Servers using it will stop working.');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(view.calls.some((c) => c.operationName === 'DeleteMerchantKey')).toBe(false);
  });

  it('/checkouts: a merchant views live data until the header switch shows test data, each test checkout badged', async () => {
    const resolvers = {
      WebPayments: (vars: Record<string, unknown>) => ({
        data: {
          webPayments: {
            __typename: 'WebPaymentList',
            total: 1,
            items: [vars.livemode === false ? CHECKOUT({ id: 'c-2', code: 'CHK-2026-000002', livemode: false }) : CHECKOUT()],
          },
        },
      }),
    };
    const { user, view } = renderPage(Role.OWNER, '/checkouts', resolvers);
    const table = await screen.findByRole('table', { name: 'Checkouts' }, SLOW);
    expect(await within(table).findByText('CHK-2026-000001')).toBeInTheDocument();
    expect(within(table).queryByText('Test')).not.toBeInTheDocument();
    expect(view.calls.filter((c) => c.operationName === 'WebPayments').every((c) => c.variables.livemode === true)).toBe(true);

    const toggle = screen.getByRole('button', { name: /Live data/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: /Test data/ })).toHaveAttribute('aria-pressed', 'true');
    const row = (await within(table).findByText('CHK-2026-000002')).closest('tr')!;
    expect(within(row).getByText('Test')).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'WebPayments' && c.variables.livemode === false)).toBe(true);
    expect(screen.getByText(/Checkouts made with test keys/)).toBeInTheDocument();
  });

  it.each([
    {
      path: '/refunds',
      operation: 'Refunds',
      caption: 'Refunds',
      note: /Refunds of test checkouts/,
      answer: (livemode: boolean) => ({
        refunds: {
          __typename: 'RefundList',
          total: 1,
          items: [refundListItemFixture(livemode ? {} : { id: 'r-2', code: 'REF-2026-000002', livemode: false })],
        },
      }),
      test: 'REF-2026-000002',
    },
    {
      path: '/disputes',
      operation: 'Disputes',
      caption: 'Disputes',
      note: /Disputes of test checkouts/,
      answer: (livemode: boolean) => ({
        disputes: {
          __typename: 'DisputeList',
          total: 1,
          items: [disputeListItemFixture(livemode ? {} : { id: 'd-2', code: 'DSP-2026-000002', livemode: false })],
        },
      }),
      test: 'DSP-2026-000002',
    },
  ])(
    '$path: a merchant sees live rows until the header switch shows test data, each test row badged',
    async ({ path, operation, caption, note, answer, test }) => {
      const { user, view } = renderPage(Role.OWNER, path, { [operation]: (vars: Record<string, unknown>) => ({ data: answer(vars.livemode !== false) }) });
      const table = await screen.findByRole('table', { name: caption }, SLOW);
      await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
      expect(within(table).queryByText('Test')).not.toBeInTheDocument();
      expect(view.calls.filter((c) => c.operationName === operation).every((c) => c.variables.livemode === true)).toBe(true);
      await user.click(screen.getByRole('button', { name: /Live data/ }));
      const row = (await within(table).findByText(test)).closest('tr')!;
      expect(within(row).getByText('Test')).toBeInTheDocument();
      expect(screen.getByText(note)).toBeInTheDocument();
    },
  );

  it('/checkouts: staff have no switch and see both modes, test checkouts badged', async () => {
    const resolvers = {
      WebPayments: () => ({
        data: {
          webPayments: { __typename: 'WebPaymentList', total: 2, items: [CHECKOUT(), CHECKOUT({ id: 'c-2', code: 'CHK-2026-000002', livemode: false })] },
        },
      }),
    };
    const { view } = renderPage(Role.BANK_ADMIN, '/checkouts', resolvers);
    const table = await screen.findByRole('table', { name: 'Checkouts' }, SLOW);
    const row = (await within(table).findByText('CHK-2026-000002')).closest('tr')!;
    expect(within(row).getByText('Test')).toBeInTheDocument();
    expect(within(within(table).getByText('CHK-2026-000001').closest('tr')!).queryByText('Test')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Live data|Test data/ })).not.toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'WebPayments')?.variables.livemode).toBeNull();
  });
});
