import { currentRequestActor } from '../observability/request-actor';
import { clientAddressOf } from './risk-gate';

/** Issue 41: the pay request's client address for the payer details (velocity and block lists count by it); nothing outside a request. */
export function payerAddress(): { clientAddress?: string } {
  const address = clientAddressOf(currentRequestActor()?.ip);
  return address ? { clientAddress: address } : {};
}
