import { ApolloLink } from '@apollo/client';
import { type FormattedExecutionResult, GraphQLError } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

/** The API's code for a money action that asks for the second factor again (issue 44). */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
export const STEP_UP_CANCELLED = 'STEP_UP_CANCELLED';
export const STEP_UP_CANCELLED_MESSAGE = 'Nothing was changed: the action needs your second factor. What you entered is kept; try again when ready.';

/** Asks the person for the second factor for `action`; true once confirmStepUp succeeded. */
export type AskStepUp = (action: string) => Promise<boolean>;

/** The action a STEP_UP_REQUIRED answer names, if the result is one. */
export function stepUpActionOf(result: FormattedExecutionResult): string | null {
  const error = result.errors?.find((e) => e.extensions?.code === STEP_UP_REQUIRED);
  const action = error?.extensions?.action;
  return typeof action === 'string' ? action : null;
}

/**
 * Meets STEP_UP_REQUIRED for every mutation in one place: asks (the dialog), then sends the same
 * operation with the same variables again, so nothing the person typed is lost. Cancelled, the
 * caller gets an error of its own (the form keeps its state; the error link shows the message).
 */
export function createStepUpLink(ask: () => AskStepUp | null): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: Subscription | undefined;
        let asking = false;
        const outer = forward(operation).subscribe({
          next: (result) => {
            const action = stepUpActionOf(result as FormattedExecutionResult);
            const prompt = ask();
            if (!action || !prompt) return observer.next(result);
            asking = true;
            void prompt(action).then((confirmed) => {
              if (confirmed) {
                inner = forward(operation).subscribe(observer);
                return;
              }
              const cancelled = new GraphQLError(STEP_UP_CANCELLED_MESSAGE, { extensions: { code: STEP_UP_CANCELLED, action } });
              observer.next({ ...result, errors: [cancelled.toJSON()] });
              observer.complete();
            });
          },
          error: (error: unknown) => observer.error(error),
          complete: () => {
            if (!asking) observer.complete();
          },
        });
        return () => {
          outer.unsubscribe();
          inner?.unsubscribe();
        };
      }),
  );
}
