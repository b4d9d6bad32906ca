import { ApolloLink } from '@apollo/client';
import { type FormattedExecutionResult, GraphQLError } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

/** The API's code for a money action that asks for the second factor again (issue 44). */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
/** The API's code for a money action by a person with no second factor yet (decision 0178). */
export const STEP_UP_SETUP_REQUIRED = 'STEP_UP_SETUP_REQUIRED';
export const STEP_UP_CANCELLED = 'STEP_UP_CANCELLED';
export const STEP_UP_CANCELLED_MESSAGE = 'Nothing was changed: the action needs your second factor. What you entered is kept; try again when ready.';

/** What the dialog asks for: the factor again, or (`setup`) for a factor to be set up first. */
export interface StepUpRequest {
  action: string;
  setup: boolean;
}

/** Asks the person for the second factor for `request.action`; true once confirmStepUp succeeded (never for `setup`). */
export type AskStepUp = (request: StepUpRequest) => Promise<boolean>;

/** The step-up a STEP_UP_REQUIRED or STEP_UP_SETUP_REQUIRED answer asks for, if the result is one. */
export function stepUpRequestOf(result: FormattedExecutionResult): StepUpRequest | null {
  const error = result.errors?.find((e) => e.extensions?.code === STEP_UP_REQUIRED || e.extensions?.code === STEP_UP_SETUP_REQUIRED);
  const action = error?.extensions?.action;
  return typeof action === 'string' ? { action, setup: error?.extensions?.code === STEP_UP_SETUP_REQUIRED } : null;
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
            const request = stepUpRequestOf(result as FormattedExecutionResult);
            const prompt = ask();
            if (!request || !prompt) return observer.next(result);
            const { action } = request;
            asking = true;
            void prompt(request).then((confirmed) => {
              if (confirmed) {
                inner = forward(operation).subscribe(observer);
                return;
              }
              // Set-up asked for: the dialog said why; the notice says nothing ran.
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
