import { useToast } from '@pg/ui-kit';
import { useCallback } from 'react';

import { paylinkFor } from '../../app/format';

export const PAYLINK_COPIED = 'Paylink Copied To Clipboard';

/** Copies the customer pay link and says so (spec 000 section 8 toast). */
export function useCopyPaylink(): (accessKey: string) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (accessKey: string) => {
      const link = paylinkFor(accessKey);
      try {
        await navigator.clipboard.writeText(link);
        toast.success(PAYLINK_COPIED);
      } catch {
        // Clipboard refused (insecure origin, permissions): show the link so it can be copied by hand.
        toast.info(link, { persistent: true });
      }
    },
    [toast],
  );
}
