import { ApolloProvider } from '@apollo/client/react';
import { ToastProvider, UiKitProvider } from '@pg/ui-kit';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

import { createApolloClient } from '../modules/app/apollo/createApolloClient';
import type { ErrorEffectsRef } from '../modules/app/apollo/errorEffects';
import { AppFrame } from '../modules/app/components/AppFrame';
import { TOKEN_KEY } from '../modules/app/session/tokenStorage';
import { noProcess } from '../modules/process-timeline/test/timelineFixtures';
import { type FakeCall, fakeLink, type FakeResolver } from './fakeLink';

const SESSION_DEFAULTS: Record<string, FakeResolver> = {
  SessionIdle: () => ({ data: { session: null } }),
  DeleteSession: () => ({ data: { deleteSession: { __typename: 'SuccessResult', success: true } } }),
  MySessions: () => ({ data: { mySessions: [] } }),
};

/** Shows the router's current location so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderAppOptions {
  path?: string;
  /** Stored token: present means the app fetches the session on load. */
  token?: string | null;
  resolvers?: Record<string, FakeResolver>;
}

/** The whole app (providers, session, error policy, routes) on a memory router and fake API. */
export function renderApp({ path = '/', token = null, resolvers = {} }: RenderAppOptions = {}): RenderResult & {
  calls: FakeCall[];
  location: () => string;
} {
  if (token) window.localStorage.setItem(TOKEN_KEY, token);
  const effects: ErrorEffectsRef = { current: null };
  // Details pages show their record's process timeline; tests that look at it answer it themselves.
  // Every signed-in screen asks for the session's idle limit, and signing out ends the session in
  // the API (issue 44): answered here unless a test answers them itself.
  const { link, calls } = fakeLink({ ProcessTimeline: noProcess, ...SESSION_DEFAULTS, ...resolvers });
  const client = createApolloClient(effects, link);
  const result = render(
    <UiKitProvider>
      <ToastProvider>
        <ApolloProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <AppFrame effects={effects} />
            <LocationProbe />
          </MemoryRouter>
        </ApolloProvider>
      </ToastProvider>
    </UiKitProvider>,
  );
  return { ...result, calls, location: () => result.getByTestId('location').textContent ?? '' };
}
