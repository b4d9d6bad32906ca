import { graphql } from '../../../gql';
import type { OrganizationEventsQuery, OrganizationRowFieldsFragment } from '../../../gql/graphql';

// GraphQL documents of the organization screens (spec 002 s7); their result types are generated.

export type OrganizationRow = OrganizationRowFieldsFragment;
export type OrganizationEvent = OrganizationEventsQuery['events']['items'][number];

export const ORGANIZATION_FIELDS = graphql(`
  fragment OrganizationRowFields on Organization {
    ...OrganizationProfileFields
    shortDescription
    verified
    createdAt
  }
`);

export const ORGANIZATION_LIST = graphql(`
  query OrganizationList(
    $first: Int
    $page: Int
    $sortField: String
    $sortDirection: String
    $searchParam: String
    $status: [OrganizationStatus!]
    $type: [OrganizationType!]
  ) {
    organizationList(
      first: $first
      page: $page
      sortField: $sortField
      sortDirection: $sortDirection
      searchParam: $searchParam
      status: $status
      type: $type
    ) {
      total
      items {
        ...OrganizationRowFields
      }
    }
  }
`);

export const ORGANIZATION_DETAILS = graphql(`
  query OrganizationDetails($id: ID!) {
    organization(id: $id) {
      ...OrganizationRowFields
    }
  }
`);

export const APPROVE_ORGANIZATION = graphql(`
  mutation ApproveOrganization($id: ID!) {
    approveOrganization(id: $id) {
      ...OrganizationRowFields
    }
  }
`);

export const SUSPEND_ORGANIZATION = graphql(`
  mutation SuspendOrganization($id: ID!) {
    suspendOrganization(id: $id) {
      ...OrganizationRowFields
    }
  }
`);

export const UPDATE_PLATFORM_FEE = graphql(`
  mutation UpdateOrganizationPlatformFee($id: ID!, $platformFee: Float) {
    updateOrganizationPlatformFee(id: $id, platformFee: $platformFee) {
      success
    }
  }
`);

export const UPDATE_ORGANIZATION_DETAILS = graphql(`
  mutation UpdateOrganizationDetails($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      ...OrganizationRowFields
    }
  }
`);

export const CREATE_ORGANIZATION = graphql(`
  mutation CreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      id
    }
  }
`);

export const SUMMARY_OF_ORGANIZATION = graphql(`
  mutation SummaryOfOrganization($status: [OrganizationStatus!], $type: [OrganizationType!], $searchParam: String) {
    summaryOfOrganization(status: $status, type: $type, searchParam: $searchParam) {
      success
    }
  }
`);

export const ORGANIZATION_EVENTS = graphql(`
  query OrganizationEvents($organizationId: ID, $first: Int) {
    events(organizationId: $organizationId, first: $first) {
      total
      items {
        id
        name
        createdAt
        user {
          name
          surname
          email
        }
      }
    }
  }
`);

export const CREATE_LOGO = graphql(`
  mutation CreateLogo($file: CreateFileInput!) {
    createFile(file: $file) {
      id
      url
      cloudFrontUrl
    }
  }
`);

export const REMOVE_LOGO = graphql(`
  mutation RemoveLogo($id: ID!) {
    removeLogo(id: $id) {
      success
    }
  }
`);
