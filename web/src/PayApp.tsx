import { UiKitProvider } from '@pg/ui-kit';
import { useEffect } from 'react';
import { accessKeyFromPath } from './modules/payments/logic/payPath';
import { PayInvoicePage } from './pages/PayInvoicePage';

const NOT_FOUND_PATH = '/404';

/** The public pay page on its own (pay.html): no router, no Apollo Client, no session. */
export function PayApp({ pathname }: { pathname: string }) {
  const accessKey = accessKeyFromPath(pathname);
  useEffect(() => {
    // Not a pay path after all (e.g. /pay/a/b): the app's not-found page.
    if (accessKey === null) window.location.replace(NOT_FOUND_PATH);
  }, [accessKey]);
  return <UiKitProvider>{accessKey !== null && <PayInvoicePage accessKey={accessKey} />}</UiKitProvider>;
}
