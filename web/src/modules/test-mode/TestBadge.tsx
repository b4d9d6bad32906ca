import { Badge } from '@pg/ui-kit';

/** Marks a test object (made with a test key): the word says it, the tone only helps. */
export function TestBadge({ livemode }: { livemode: boolean }) {
  return livemode ? null : <Badge tone="warning">Test</Badge>;
}
