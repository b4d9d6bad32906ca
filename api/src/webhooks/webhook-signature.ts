// The BhutanPay-Signature header (issue 14): the platform's one HMAC scheme (security/hmac-signature.ts).
export { type SignatureCheck, signatureHeader, signPayload, verifySignature } from '../security/hmac-signature';

export const SIGNATURE_HEADER = 'BhutanPay-Signature';
