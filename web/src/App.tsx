import { ApolloProvider } from '@apollo/client/react';
import { ToastProvider, UiKitProvider } from '@pg/ui-kit';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';

import { createApolloClient } from './modules/app/apollo/createApolloClient';
import type { ErrorEffectsRef } from './modules/app/apollo/errorEffects';
import { AppFrame } from './modules/app/components/AppFrame';

export function App() {
  // One effects holder and one client for the life of the page.
  const [effects] = useState<ErrorEffectsRef>(() => ({ current: null }));
  const [client] = useState(() => createApolloClient(effects));
  return (
    <UiKitProvider>
      <ToastProvider>
        <ApolloProvider client={client}>
          <BrowserRouter>
            <AppFrame effects={effects} />
          </BrowserRouter>
        </ApolloProvider>
      </ToastProvider>
    </UiKitProvider>
  );
}
