import { graphql } from '../../../gql';

// Issue 44: two-step verification (an authenticator app and recovery codes).

export const SECOND_FACTOR_STATUS = graphql(`
  query SecondFactorStatus {
    secondFactorStatus {
      enabled
      enabledAt
      required
      organizationRequires
      recoveryCodesLeft
    }
  }
`);

export const START_TOTP_ENROLMENT = graphql(`
  mutation StartTotpEnrolment {
    startTotpEnrolment {
      otpauthUri
      qrCodeSvg
      key
    }
  }
`);

export const CONFIRM_TOTP_ENROLMENT = graphql(`
  mutation ConfirmTotpEnrolment($code: String!) {
    confirmTotpEnrolment(code: $code) {
      recoveryCodes
      token
    }
  }
`);

export const REGENERATE_RECOVERY_CODES = graphql(`
  mutation RegenerateRecoveryCodes($code: String, $passkeyResponse: String) {
    regenerateRecoveryCodes(code: $code, passkeyResponse: $passkeyResponse) {
      recoveryCodes
    }
  }
`);

export const RECOVERY_CODES_PASSKEY_OPTIONS = graphql(`
  mutation RecoveryCodesPasskeyOptions {
    recoveryCodesPasskeyOptions
  }
`);

export const DISABLE_TOTP = graphql(`
  mutation DisableTotp($code: String!) {
    disableTotp(code: $code) {
      success
    }
  }
`);

export const SET_ORGANIZATION_SECOND_FACTOR_REQUIRED = graphql(`
  mutation SetOrganizationSecondFactorRequired($required: Boolean!) {
    setOrganizationSecondFactorRequired(required: $required) {
      success
    }
  }
`);

export const RESET_SECOND_FACTOR = graphql(`
  mutation ResetSecondFactor($userId: ID!) {
    resetSecondFactor(userId: $userId) {
      success
    }
  }
`);
