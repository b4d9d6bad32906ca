import type { ApolloClient } from '@apollo/client';
import { canActOnDispute, centsToDecimal, parseCents, type Role } from '@pg/domain';
import { fromCallback, fromPromise } from 'xstate';

import type { MerchantDenyDisputeInput } from '../../../gql/graphql';
import { type Uploader, uploadFile } from '../../files/uploadFile';
import { DISPUTE, MERCHANT_DENY_DISPUTE } from '../graphql/disputes';
import type { DisputeDeclineSubmission, DisputeDeclineTarget, FileSlot } from '../machines/disputeDecline.machine';

// The Apollo and upload side of the decline machine's actors; the screen passes them to .provide().

type UploadNews =
  | { type: 'UPLOAD_PROGRESS'; slot: FileSlot; progress: number }
  | { type: 'UPLOADED'; slot: FileSlot; path: string }
  | { type: 'UPLOAD_FAILED'; slot: FileSlot; message: string };

const amount = (text: string): number | null => {
  const cents = parseCents(text);
  return cents === undefined ? null : centsToDecimal(cents);
};

/** merchantDenyDispute's input; the API drops fields of other reasons and applies the defaults. */
export function denyVariables({ disputeId, form, files }: DisputeDeclineSubmission): MerchantDenyDisputeInput {
  const text = (value: string) => value.trim() || null;
  return {
    id: disputeId,
    reasonToWinDispute: form.reasonToWinDispute,
    withdrawalDateByCustomer: text(form.withdrawalDateByCustomer),
    customerAlreadyRefunded: text(form.customerAlreadyRefunded),
    refundDate: text(form.refundDate),
    refundAmount: amount(form.refundAmount),
    refundId: text(form.refundId),
    refundDescription: text(form.refundDescription),
    creditVoucherGivenDate: text(form.creditVoucherGivenDate),
    creditVoucherAmount: amount(form.creditVoucherAmount),
    creditVoucherDescription: text(form.creditVoucherDescription),
    calcellationDelayDate: text(form.calcellationDelayDate),
    calcellationDelayDescription: text(form.calcellationDelayDescription),
    otherReasonDescription: text(form.otherReasonDescription),
    productServiceTypeProvided: text(form.productServiceTypeProvided),
    productOrServiceDetails: form.productOrServiceDetails,
    additionalInformation: text(form.additionalInformation),
    supportingDocument: files.supportingDocument!,
    refundProof: files.refundProof ?? null,
    creditVoucherProof: files.creditVoucherProof ?? null,
  };
}

export function disputeDeclineActors(client: ApolloClient, role: Role, upload: Uploader = uploadFile) {
  return {
    loadTarget: fromPromise<DisputeDeclineTarget, { disputeId: string }>(async ({ input }) => {
      const { data } = await client.query({ query: DISPUTE, variables: { id: input.disputeId }, fetchPolicy: 'network-only' });
      const dispute = data?.dispute;
      if (!dispute) throw new Error('Dispute not found');
      // Only the roles that may decide (Owner, Admin) get the form; anyone else goes to /404 too.
      if (!canActOnDispute(role, 'merchantDecline', dispute.status, dispute.progressStatus)) throw new Error('Not awaiting your action');
      return {
        id: dispute.id,
        code: dispute.code,
        status: dispute.status,
        progressStatus: dispute.progressStatus,
        refunds: (dispute.invoice?.refunds ?? []).map(({ id, code, requestedAmount }) => ({ id, code, requestedAmount })),
      };
    }),
    declineDispute: fromPromise<void, DisputeDeclineSubmission>(async ({ input }) => {
      await client.mutate({ mutation: MERCHANT_DENY_DISPUTE, variables: { dispute: denyVariables(input) }, refetchQueries: ['Disputes'] });
    }),
    // The presigned upload with progress; a stopped actor (file replaced) reports nothing more.
    uploadFile: fromCallback<UploadNews, { slot: FileSlot; file: File }>(({ sendBack, input }) => {
      let live = true;
      upload(input.file, (progress) => live && sendBack({ type: 'UPLOAD_PROGRESS', slot: input.slot, progress }))
        .then((path) => live && sendBack({ type: 'UPLOADED', slot: input.slot, path }))
        .catch(
          (error: unknown) => live && sendBack({ type: 'UPLOAD_FAILED', slot: input.slot, message: error instanceof Error ? error.message : String(error) }),
        );
      return () => {
        live = false;
      };
    }),
  };
}
