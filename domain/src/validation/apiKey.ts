// Generate API Keys dialog (spec 002 section 5).
import { collect, COMMON_MESSAGES, type Errors, isBlank } from './common';

export interface ApiKeyValues {
  name: string;
}

export function validateApiKey(v: ApiKeyValues): Errors<keyof ApiKeyValues> {
  return collect({ name: isBlank(v.name) ? COMMON_MESSAGES.nameRequired : undefined });
}
