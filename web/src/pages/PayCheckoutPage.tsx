import { useEffect } from 'react';

import { PayCheckoutView } from '../modules/payments/components/PayCheckoutView';

export const CHECKOUT_PAGE_TITLE = 'Checkout';

/**
 * /checkout/:accessKey (spec 000): public. Part of the light pay entry (pay.html) like the
 * invoice pay page: no router, no Apollo Client.
 */
export function PayCheckoutPage({ accessKey }: { accessKey: string }) {
  useEffect(() => {
    document.title = CHECKOUT_PAGE_TITLE;
  }, []);
  // eslint-disable-next-line jsx-a11y/no-access-key -- a prop of our component (the pay link's access token), not the HTML accesskey attribute
  return <PayCheckoutView key={accessKey} accessKey={accessKey} />;
}
