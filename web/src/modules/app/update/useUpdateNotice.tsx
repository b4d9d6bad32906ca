import { useToast } from '@pg/ui-kit';
import { useEffect } from 'react';

import { watchForUpdates } from './watchForUpdates';

export const UPDATE_TITLE = 'System update required';
export const UPDATE_TEXT =
  'You need to update to the newest version. Before doing so - save all changes to prevent loss of data. To update use the button below.';

/**
 * Spec 002 section 4 and 9: when a newer build waits, a warning notice that does not hide by
 * itself offers Refresh, which applies it. Vite's dev server has no worker: registering fails
 * there and nothing shows.
 */
export function useUpdateNotice(container: ServiceWorkerContainer | undefined = navigatorWorkers()): void {
  const toast = useToast();
  useEffect(() => {
    if (!container) return undefined;
    return watchForUpdates(container, {
      onWaiting: (apply) => {
        toast.warning(
          <span>
            <strong>{UPDATE_TITLE}</strong>
            <br />
            {UPDATE_TEXT}
          </span>,
          { persistent: true, action: { label: 'Refresh', onClick: apply } },
        );
      },
    });
  }, [container, toast]);
}

function navigatorWorkers(): ServiceWorkerContainer | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
}
