import { useEffect } from 'react';

import { PayInvoiceView } from '../modules/payments/components/PayInvoiceView';

export const PAY_PAGE_TITLE = 'Invoice Payment';

/**
 * /pay/:accessKey and /new-pay/:accessKey (spec 000): public, no header. Its own entry
 * (pay.html, pay-main.tsx) rather than a route of the app, so customers load neither Apollo
 * Client nor the router, and Stripe.js only when their card brand routes to Stripe.
 */
export function PayInvoicePage({ accessKey }: { accessKey: string }) {
  useEffect(() => {
    document.title = PAY_PAGE_TITLE;
  }, []);
  // eslint-disable-next-line jsx-a11y/no-access-key -- a prop of our component (the pay link's access token), not the HTML accesskey attribute
  return <PayInvoiceView key={accessKey} accessKey={accessKey} />;
}
