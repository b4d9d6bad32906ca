import { graphql } from '../../../gql';

// Issue 44, step-up for money actions: the second factor again for the one action the API named.
export const CONFIRM_STEP_UP = graphql(`
  mutation ConfirmStepUp($action: String!, $code: String, $recoveryCode: String, $passkeyResponse: String) {
    confirmStepUp(action: $action, code: $code, recoveryCode: $recoveryCode, passkeyResponse: $passkeyResponse) {
      success
    }
  }
`);

/** A passkey's options for the step-up, its challenge bound to the action (decision 0178). */
export const STEP_UP_PASSKEY_OPTIONS = graphql(`
  mutation StepUpPasskeyOptions($action: String!) {
    stepUpPasskeyOptions(action: $action)
  }
`);

/** Whether the person has a passkey: the dialog offers it first. */
export const STEP_UP_PASSKEYS = graphql(`
  query StepUpPasskeys {
    passkeys {
      id
    }
  }
`);
