import { type ReactNode, useCallback, useRef, useState } from 'react';

import { StepUpDialog } from './StepUpDialog';
import type { AskStepUp } from './stepUpLink';

/**
 * The step-up dialog and the function the Apollo link calls to open it. Several refused
 * operations at once (a batch) share one dialog: each waits for the same answer.
 */
export function useStepUpPrompt(): { ask: AskStepUp; dialog: ReactNode } {
  const [action, setAction] = useState<string | null>(null);
  const waiting = useRef<((confirmed: boolean) => void)[]>([]);

  const ask = useCallback<AskStepUp>(
    (next) =>
      new Promise<boolean>((resolve) => {
        waiting.current.push(resolve);
        setAction((current) => current ?? next);
      }),
    [],
  );

  const onDone = useCallback((confirmed: boolean) => {
    const resolvers = waiting.current;
    waiting.current = [];
    setAction(null);
    resolvers.forEach((resolve) => resolve(confirmed));
  }, []);

  return { ask, dialog: <StepUpDialog action={action} onDone={onDone} /> };
}
