import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type FakeResolver, graphQLError } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

// Issue 44: a session that must enrol sees only the enrolment screen, then the app.

afterEach(() => window.localStorage.clear());

const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${String(i).padStart(2, '2')}`);

function enrolment(
  confirm: FakeResolver = () => ({ data: { confirmTotpEnrolment: { __typename: 'TotpEnrolmentResult', recoveryCodes: CODES, token: 'enrolled-token' } } }),
) {
  return renderApp({
    path: '/invoices',
    token: 'enrol-only',
    resolvers: {
      Session: () => sessionResponse({}, {}, { secondFactorEnrolmentRequired: true }),
      StartTotpEnrolment: () => ({
        data: {
          startTotpEnrolment: {
            __typename: 'TotpEnrolment',
            otpauthUri: 'otpauth://totp/BhutanPay:karma?secret=JBSWY3DPEHPK3PXP',
            qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
            key: 'JBSWY3DPEHPK3PXP',
          },
        },
      }),
      ConfirmTotpEnrolment: confirm,
    },
  });
}

describe('two-step verification enrolment', () => {
  it('shows only the enrolment screen, then the QR code, the key, and the recovery codes once', async () => {
    const view = enrolment();
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('img', { name: 'QR code of your authenticator key' })).toBeInTheDocument();
    expect(screen.getByLabelText('Authenticator key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('2. Enter the 6-digit code the app shows'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(window.localStorage.getItem('token')).toBe('enrolled-token');
    expect(view.calls.find((c) => c.operationName === 'ConfirmTotpEnrolment')?.variables).toEqual({ code: '654321' });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(view.location()).toBe('/invoices');
  });

  it('shows the API message under the field when the code is refused', async () => {
    enrolment(() => graphQLError('That code is not right. Check the code your authenticator app shows and try again.', 'BAD_USER_INPUT'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.type(await screen.findByLabelText('2. Enter the 6-digit code the app shows'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findAllByText('That code is not right. Check the code your authenticator app shows and try again.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });
});
