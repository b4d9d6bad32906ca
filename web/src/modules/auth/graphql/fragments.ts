import { gql } from '@apollo/client';

/** An organization's business profile and fees: the session's organization and the organization list both show them. */
export const ORGANIZATION_PROFILE_FIELDS = gql`
  fragment OrganizationProfileFields on Organization {
    id
    name
    email
    type
    industry
    status
    address
    licenseNumber
    phoneNumber
    website
    mccCode
    refundPolicyTerms
    merchantProcessingFee
    platformFee
    logo {
      id
      url
      cloudFrontUrl
    }
  }
`;

// Fields the session needs to route and render the shell, the dashboard and account settings.
export const SESSION_ORGANIZATION_FIELDS = gql`
  fragment SessionOrganizationFields on Organization {
    ...OrganizationProfileFields
    refundPolicyLink
    isBusinessProfileComplete
  }
  ${ORGANIZATION_PROFILE_FIELDS}
`;

export const SESSION_USER_FIELDS = gql`
  fragment SessionUserFields on User {
    id
    name
    surname
    email
    role
    locked
    organizationId
    avatar {
      id
      url
      cloudFrontUrl
    }
  }
`;
