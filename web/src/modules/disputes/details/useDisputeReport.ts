import { useToast } from '@pg/ui-kit';
import { useCallback, useState } from 'react';

import { readToken } from '../../app/session/tokenStorage';
import { disputeReportPath } from '../format';

/**
 * Download Report (spec 001 s7: GET {api host}/dispute/{id}, opened in a new tab). The report
 * needs the session, which a plain link cannot carry, so it is fetched with the token and its
 * bytes open in the tab. The tab is opened first, inside the click, so no popup blocker stops it.
 */
export function useDisputeReport(disputeId: string) {
  const toast = useToast();
  const [loading, setLoading] = useState(false);
  const open = useCallback(async () => {
    const tab = window.open('', '_blank');
    setLoading(true);
    try {
      const token = readToken();
      const res = await fetch(disputeReportPath(disputeId), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? 'Something went wrong. Please try again');
      }
      const url = URL.createObjectURL(await res.blob());
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  }, [disputeId, toast]);
  return { open, loading };
}
