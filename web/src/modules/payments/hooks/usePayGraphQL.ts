import { createContext, createElement, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

import { createPayClient, type PayGraphQL, type PayOperation } from '../graphql/payClient';

// The pay page's components reach the API through this context; by default the fetch client on
// /api/graphql, so the page runs without any provider (pay-app.tsx) and tests may swap it.
const PayGraphQLContext = createContext<PayGraphQL>(createPayClient());

export function PayGraphQLProvider({ client, children }: { client: PayGraphQL; children?: ReactNode }) {
  return createElement(PayGraphQLContext.Provider, { value: client }, children);
}

export function usePayGraphQL(): PayGraphQL {
  return useContext(PayGraphQLContext);
}

export interface PayQueryState<TData> {
  data: TData | undefined;
  loading: boolean;
  error: unknown;
}

/** Runs a query once per variables (compared as JSON); no cache, the pay page reads each once. */
export function usePayQuery<TData, TVariables>(op: PayOperation<TData, TVariables>, variables: TVariables): PayQueryState<TData> {
  const client = usePayGraphQL();
  const key = JSON.stringify(variables);
  const [state, setState] = useState<PayQueryState<TData> & { key: string }>({ data: undefined, loading: true, error: undefined, key });

  useEffect(() => {
    let current = true;
    setState((previous) => (previous.key === key && previous.loading ? previous : { data: undefined, loading: true, error: undefined, key }));
    // An answer draws the whole page (the form, the details): as a transition React renders it in
    // slices that leave the main thread free in between, not in one long task (docs/performance.md section 10).
    const settle = (next: PayQueryState<TData>) => current && startTransition(() => setState({ ...next, key }));
    client.request(op, JSON.parse(key) as TVariables).then(
      (data) => settle({ data, loading: false, error: undefined }),
      (error: unknown) => settle({ data: undefined, loading: false, error }),
    );
    return () => {
      current = false;
    };
  }, [client, op, key]);

  return state.key === key ? state : { data: undefined, loading: true, error: undefined };
}
