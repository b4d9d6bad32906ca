import { useMutation } from '@apollo/client/react';
import type { InvoiceStatus } from '@pg/domain';
import { useToast } from '@pg/ui-kit';

import type { UpdateInvoiceInput } from '../../../gql/graphql';
import { UPDATE_INVOICE, UPDATE_STATUS } from '../graphql/invoices';

export const INVOICE_UPDATED = 'Invoice Updated Successfully';
/** Spec 000 section 7: after most mutations the invoice and history queries are refetched. */
export const INVOICE_REFETCH = ['Invoice', 'Events'];

/**
 * Mutations of the details page. Server errors are toasted by the app's error policy; these
 * resolve false so the caller keeps its form or dialog open.
 */
export function useInvoiceMutations() {
  const toast = useToast();
  const [updateInvoice] = useMutation(UPDATE_INVOICE, { refetchQueries: INVOICE_REFETCH, awaitRefetchQueries: true });
  const [updateStatus, statusState] = useMutation(UPDATE_STATUS, { refetchQueries: INVOICE_REFETCH, awaitRefetchQueries: true });

  return {
    async update(invoice: UpdateInvoiceInput): Promise<boolean> {
      try {
        await updateInvoice({ variables: { invoice } });
        toast.success(INVOICE_UPDATED);
        return true;
      } catch {
        return false;
      }
    },
    async setStatus(id: string, status: InvoiceStatus): Promise<boolean> {
      try {
        await updateStatus({ variables: { id, status } });
        toast.success(INVOICE_UPDATED);
        return true;
      } catch {
        return false;
      }
    },
    statusLoading: statusState.loading,
  };
}
