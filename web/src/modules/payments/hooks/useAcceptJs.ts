import { SECOND_GATEWAY_SCRIPT_ERROR_TOAST } from '@pg/domain';
import { useToast } from '@pg/ui-kit';
import { useEffect, useRef, useState } from 'react';

import { ACTIVE_PAYMENT_GATEWAY } from '../graphql/payments';
import { type AcceptGlobal, type AcceptJsSettings, loadAcceptJs } from '../logic/acceptJs';
import { usePayGraphQL } from './usePayGraphQL';

/**
 * Accept.js for the page, once a brand routed to Authorize.Net is chosen: its public settings
 * (activePaymentGateway) and then its script. `unavailable` when Authorize.Net has no keys or no
 * client key here; `failed` when the script did not load (the toast 'Something Went Wrong', spec 000
 * line 199). Pay stays disabled until `ready`.
 */
export type AcceptJsState = { status: 'idle' | 'loading' | 'unavailable' | 'failed' } | { status: 'ready'; accept: AcceptGlobal; settings: AcceptJsSettings };

const GATEWAY = { id: 'authorizeNet' } as const;

export function useAcceptJs(active: boolean): AcceptJsState {
  const client = usePayGraphQL();
  const toast = useToast();
  const [state, setState] = useState<AcceptJsState>({ status: 'idle' });
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    const settle = (next: AcceptJsState) => mounted.current && setState(next);
    void (async () => {
      const gateway = await client.request(ACTIVE_PAYMENT_GATEWAY, GATEWAY).then(
        (data) => data.activePaymentGateway,
        () => null,
      );
      const { clientKey, apiLoginId, acceptJsUrl } = gateway ?? {};
      if (!clientKey || !apiLoginId || !acceptJsUrl) return settle({ status: 'unavailable' });
      const settings: AcceptJsSettings = { clientKey, apiLoginId, acceptJsUrl };
      try {
        settle({ status: 'ready', accept: await loadAcceptJs(acceptJsUrl), settings });
      } catch {
        if (mounted.current) toast.error(SECOND_GATEWAY_SCRIPT_ERROR_TOAST);
        settle({ status: 'failed' });
      }
    })();
  }, [active, client, toast]);

  return state;
}
