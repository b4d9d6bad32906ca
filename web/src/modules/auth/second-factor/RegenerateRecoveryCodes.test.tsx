import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { UiKitProvider } from '@pg/ui-kit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { fakeLink, type FakeResolver, graphQLError } from '../../../test/fakeLink';
import { RegenerateRecoveryCodes } from './RegenerateRecoveryCodes';

// Issue 44: recovery codes are regenerated with a fresh second factor: a passkey first where the
// person has one (its options asked for this action alone), or a code of the authenticator app.

const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${String(i).padStart(2, '0')}`);
const OPTIONS = JSON.stringify({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] });

function setup(props: { hasPasskey: boolean; hasApp: boolean }, resolvers: Record<string, FakeResolver>) {
  const { link, calls } = fakeLink({
    RecoveryCodesPasskeyOptions: () => ({ data: { recoveryCodesPasskeyOptions: OPTIONS } }),
    RegenerateRecoveryCodes: () => ({ data: { regenerateRecoveryCodes: { __typename: 'RecoveryCodes', recoveryCodes: CODES } } }),
    ...resolvers,
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const shown: string[][] = [];
  render(
    <UiKitProvider>
      <ApolloProvider client={client}>
        <RegenerateRecoveryCodes {...props} onCodes={(codes) => void shown.push(codes)} />
      </ApolloProvider>
    </UiKitProvider>,
  );
  return { calls, shown };
}

/** A browser with a passkey: navigator.credentials.get answers with a fixed assertion. */
function fakePasskeyBrowser(): () => void {
  const bytes = (text: string) => new TextEncoder().encode(text).buffer;
  const original = Object.getOwnPropertyDescriptor(navigator, 'credentials');
  Object.defineProperty(window, 'PublicKeyCredential', { configurable: true, value: class {} });
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      get: () =>
        Promise.resolve({
          id: 'a2V5',
          rawId: bytes('key'),
          type: 'public-key',
          authenticatorAttachment: 'platform',
          response: { authenticatorData: bytes('data'), clientDataJSON: bytes('{}'), signature: bytes('sig'), userHandle: null },
          getClientExtensionResults: () => ({}),
        }),
    },
  });
  return () => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
    if (original) Object.defineProperty(navigator, 'credentials', original);
    else Reflect.deleteProperty(navigator, 'credentials');
  };
}

describe('regenerating recovery codes (issue 44)', () => {
  it('offers the passkey first where the person has one, and sends its answer over options asked for this', async () => {
    const restore = fakePasskeyBrowser();
    try {
      const { calls, shown } = setup({ hasPasskey: true, hasApp: true }, {});
      expect(screen.queryByLabelText('Code from your app')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Regenerate recovery codes with a passkey' }));
      await waitFor(() => expect(shown).toEqual([CODES]));
      expect(calls.map((c) => c.operationName)).toEqual(['RecoveryCodesPasskeyOptions', 'RegenerateRecoveryCodes']);
      const sent = calls[1].variables;
      expect(sent.code).toBeUndefined();
      expect(JSON.parse(sent.passkeyResponse as string)).toMatchObject({ id: 'a2V5', type: 'public-key' });
    } finally {
      restore();
    }
  });

  it("says why when the browser gives no passkey answer or the API refuses it; the app's code stays available", async () => {
    const { calls, shown } = setup(
      { hasPasskey: true, hasApp: true },
      {
        RegenerateRecoveryCodes: (v) =>
          v.code === '123456' ? { data: { regenerateRecoveryCodes: { recoveryCodes: CODES } } } : graphQLError('That code is not right.'),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate recovery codes with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser could not use a passkey. Please try again.');
    expect(calls.some((c) => c.operationName === 'RegenerateRecoveryCodes')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Use a code from your authenticator app instead' }));
    fireEvent.change(screen.getByLabelText('Code from your app'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate recovery codes' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code from your app'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate recovery codes' }));
    await waitFor(() => expect(shown).toEqual([CODES]));
    expect(calls.at(-1)?.variables).toEqual({ code: '123456' });
    expect(screen.getByRole('button', { name: 'Use a passkey instead' })).toBeInTheDocument();
  });

  it("asks for the app's code alone where the person has no passkey", () => {
    setup({ hasPasskey: false, hasApp: true }, {});
    expect(screen.getByLabelText('Code from your app')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /with a passkey|Use a passkey/ })).toBeNull();
  });

  it('offers no code where the person has only passkeys', () => {
    setup({ hasPasskey: true, hasApp: false }, {});
    expect(screen.getByRole('button', { name: 'Regenerate recovery codes with a passkey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /authenticator app/ })).toBeNull();
  });
});
