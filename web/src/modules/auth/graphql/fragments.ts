import { graphql } from '../../../gql';

/** An organization's business profile and fees: the session's organization and the organization list both show them. */
export const ORGANIZATION_PROFILE_FIELDS = graphql(`
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
`);

// Fields the session needs to route and render the shell, the dashboard and account settings.
export const SESSION_ORGANIZATION_FIELDS = graphql(`
  fragment SessionOrganizationFields on Organization {
    ...OrganizationProfileFields
    refundPolicyLink
    isBusinessProfileComplete
  }
`);

export const SESSION_USER_FIELDS = graphql(`
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
`);
