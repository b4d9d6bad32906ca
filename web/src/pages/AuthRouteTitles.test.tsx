import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

// Spec 000 section 2: "/forgot-password/ (title Forgot Password ...); /merchant-add-request (title
// Join the product); ... /signup/ (title Register); /verify-email/:userId/:token (title Email
// Verification ...)". The browser tab says so, not only the heading.
describe('auth route titles', () => {
  beforeEach(() => {
    document.title = 'BhutanPay';
  });

  it.each([
    ['/signup', 'Register'],
    ['/forgot-password', 'Forgot Password'],
    ['/merchant-add-request', 'Join BhutanPay'],
  ])('%s is titled "%s"', async (path, title) => {
    renderApp({ path });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('/verify-email is titled "Email Verification" while it checks the link', async () => {
    // The check never answers, so the page stays on screen.
    renderApp({ path: '/verify-email/u1/t1', resolvers: { VerifyEmailLink: () => new Promise(() => {}) } });
    expect(await screen.findByText('Please wait while we verify your email')).toBeInTheDocument();
    expect(document.title).toBe('Email Verification');
  });

  it('gives the title back on leaving for sign-in', async () => {
    const view = renderApp({ path: '/forgot-password' });
    await waitFor(() => expect(document.title).toBe('Forgot Password'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(document.title).toBe('BhutanPay');
  });
});
