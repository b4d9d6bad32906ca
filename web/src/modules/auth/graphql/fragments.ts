import { gql } from '@apollo/client';

// Fields the session needs to route and render the shell, the dashboard and account settings.
export const SESSION_ORGANIZATION_FIELDS = gql`
  fragment SessionOrganizationFields on Organization {
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
    refundPolicyLink
    merchantProcessingFee
    platformFee
    isBusinessProfileComplete
    logo {
      id
      url
      cloudFrontUrl
    }
  }
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
