// The workflow bundle's entry: every workflow function the worker runs.
export { signupVerificationWorkflow } from './signup/signup.workflow';
export { invoiceWorkflow } from './invoice/invoice.workflow';
export { refundWorkflow } from './refund/refund.workflow';
// transfers
export { transferWorkflow } from './transfer/transfer.workflow';
