import { graphql } from '../../../gql';

// Issue 44, step-up for money actions: the second factor again for the one action the API named.
export const CONFIRM_STEP_UP = graphql(`
  mutation ConfirmStepUp($action: String!, $code: String, $recoveryCode: String) {
    confirmStepUp(action: $action, code: $code, recoveryCode: $recoveryCode) {
      success
    }
  }
`);
