import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PayInvoiceView } from '../modules/payments/components/PayInvoiceView';

export const PAY_PAGE_TITLE = 'Invoice Payment';

function decodeAccessKey(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * /pay/:accessKey and /new-pay/:accessKey (spec 000): public, no header. Loaded lazily by the
 * router so the pay code and Stripe.js stay out of the main bundle.
 */
export function PayInvoicePage() {
  const { accessKey = '' } = useParams();
  useEffect(() => {
    const previous = document.title;
    document.title = PAY_PAGE_TITLE;
    return () => {
      document.title = previous;
    };
  }, []);
  return <PayInvoiceView key={accessKey} accessKey={decodeAccessKey(accessKey)} />;
}
