import { UiKitProvider } from '@pg/ui-kit';
import { useEffect } from 'react';

import { payPageFromPath } from './modules/payments/logic/payPath';
import { PayCheckoutPage } from './pages/PayCheckoutPage';
import { PayInvoicePage } from './pages/PayInvoicePage';

const NOT_FOUND_PATH = '/404';

/** The public pay pages on their own (pay.html): no router, no Apollo Client, no session. */
export function PayApp({ pathname }: { pathname: string }) {
  const page = payPageFromPath(pathname);
  useEffect(() => {
    // Not a pay path after all (e.g. /pay/a/b): the app's not-found page.
    if (page === null) window.location.replace(NOT_FOUND_PATH);
  }, [page]);
  return (
    <UiKitProvider>
      {/* eslint-disable-next-line jsx-a11y/no-access-key -- a prop of our component (the pay link's access token), not the HTML accesskey attribute */}
      {page?.kind === 'invoice' && <PayInvoicePage accessKey={page.accessKey} />}
      {/* eslint-disable-next-line jsx-a11y/no-access-key -- a prop of our component (the pay link's access token), not the HTML accesskey attribute */}
      {page?.kind === 'checkout' && <PayCheckoutPage accessKey={page.accessKey} />}
    </UiKitProvider>
  );
}
