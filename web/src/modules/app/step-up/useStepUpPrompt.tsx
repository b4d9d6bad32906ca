import { type ReactNode, useCallback, useRef, useState } from 'react';

import { StepUpDialog } from './StepUpDialog';
import type { AskStepUp, StepUpRequest } from './stepUpLink';

/**
 * The step-up dialog and the function the Apollo link calls to open it. Several refused
 * operations at once (a batch) share one dialog: each waits for the same answer. `onSetUp`:
 * where "Set up two-step verification" leads a person with no factor yet.
 */
export function useStepUpPrompt(onSetUp?: () => void): { ask: AskStepUp; dialog: ReactNode } {
  const [request, setRequest] = useState<StepUpRequest | null>(null);
  const waiting = useRef<((confirmed: boolean) => void)[]>([]);

  const ask = useCallback<AskStepUp>(
    (next) =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setRequest((current) => current ?? next);
      }),
    [],
  );

  const onDone = useCallback((confirmed: boolean) => {
    const resolvers = waiting.current;
    waiting.current = [];
    setRequest(null);
    resolvers.forEach((resolve) => resolve(confirmed));
  }, []);

  return { ask, dialog: <StepUpDialog request={request} onDone={onDone} onSetUp={onSetUp} /> };
}
