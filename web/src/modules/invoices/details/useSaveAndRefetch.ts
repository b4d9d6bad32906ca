import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useToast } from '@pg/ui-kit';

import { INVOICE_REFETCH, INVOICE_UPDATED } from './useInvoiceMutations';

/**
 * A details-page mutation: refetches the invoice and its history, says 'Invoice Updated
 * Successfully', and resolves false on failure (the error policy has toasted the server text).
 */
export function useSaveAndRefetch<D, V extends OperationVariables>(document: TypedDocumentNode<D, V>) {
  const toast = useToast();
  const [mutate, state] = useMutation(document, { refetchQueries: INVOICE_REFETCH, awaitRefetchQueries: true });
  const run = async (variables: V): Promise<boolean> => {
    try {
      // Apollo's tuple-typed options do not narrow for a generic V; the call shape is the same.
      await (mutate as unknown as (options: { variables: V }) => Promise<unknown>)({ variables });
      toast.success(INVOICE_UPDATED);
      return true;
    } catch {
      return false;
    }
  };
  return [run, state.loading] as const;
}
