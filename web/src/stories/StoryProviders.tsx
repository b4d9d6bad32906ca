import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ToastProvider, UiKitProvider } from '@pg/ui-kit';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';

import { type SessionApi, SessionContext } from '../modules/app/session/SessionContext';
import type { SessionOrganization, SessionUser } from '../modules/app/session/types';

/** Stories never reach an API: every operation answers with no data. */
const offlineLink = new ApolloLink(() => new Observable((observer) => observer.complete()));

interface Props {
  path?: string;
  session?: { user: SessionUser; organization: SessionOrganization } | null;
  children: ReactNode;
}

/** Providers a screen needs, with a fixed session, so designers see screens without a server. */
export function StoryProviders({ path = '/', session = null, children }: Props) {
  const [client] = useState(() => new ApolloClient({ link: offlineLink, cache: new InMemoryCache() }));
  const api: SessionApi = {
    state: session ? { status: 'signedIn', ...session } : { status: 'signedOut' },
    signIn: () => undefined,
    signOut: () => undefined,
    markLocked: () => undefined,
    markEnrolmentRequired: () => undefined,
    replaceToken: () => undefined,
    updateUser: () => undefined,
    updateOrganization: () => undefined,
  };
  return (
    <UiKitProvider>
      <ToastProvider>
        <ApolloProvider client={client}>
          <SessionContext.Provider value={api}>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </SessionContext.Provider>
        </ApolloProvider>
      </ToastProvider>
    </UiKitProvider>
  );
}
