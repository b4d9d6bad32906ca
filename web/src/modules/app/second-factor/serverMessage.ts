import type { ErrorLike } from '@apollo/client';

import { serverErrorsOf } from '../apollo/errorPolicy';

/** The API's message for a refused code, shown under the field (the error link toasts it too). */
export function serverMessage(error: unknown): string {
  return serverErrorsOf(error as ErrorLike)[0]?.message ?? 'Something went wrong. Please try again.';
}

/** A code as typed: digits only, at most 6 (spaces from "123 456" dropped). */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
