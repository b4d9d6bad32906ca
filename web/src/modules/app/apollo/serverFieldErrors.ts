import { CombinedGraphQLErrors } from '@apollo/client/errors';

import type { ServerFieldErrors } from '../hooks/useForm';

/**
 * The field messages of a refused mutation (extensions.fields of BAD_USER_INPUT), merged over
 * its errors; {} for anything else. Forms show them on their fields, keeping what was typed.
 */
export function serverFieldErrors(error: unknown): ServerFieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const all: Partial<Record<string, string>> = {};
  for (const e of error.errors) {
    const fields = e.extensions?.fields;
    if (!fields || typeof fields !== 'object') continue;
    for (const [key, message] of Object.entries(fields)) {
      if (typeof message === 'string' && message) all[key] = message;
    }
  }
  return all;
}
