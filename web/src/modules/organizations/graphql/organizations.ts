import { gql, type TypedDocumentNode } from '@apollo/client';
import type { OrganizationStatus, OrganizationType } from '@pg/domain';
import { ORGANIZATION_PROFILE_FIELDS } from '../../auth/graphql/fragments';
import type { FileUrl } from '../../auth/types';

// GraphQL documents of the organization screens (spec 002 s7), with their result types.

export interface OrganizationRow {
  id: string;
  name: string;
  email: string | null;
  type: OrganizationType;
  industry: string | null;
  status: OrganizationStatus;
  address: string | null;
  licenseNumber: string | null;
  phoneNumber: string | null;
  website: string | null;
  shortDescription: string | null;
  mccCode: string | null;
  merchantProcessingFee: number | null;
  platformFee: number | null;
  refundPolicyTerms: string | null;
  verified: boolean;
  createdAt: string;
  logo: FileUrl[];
}

const ORGANIZATION_FIELDS = gql`
  fragment OrganizationRowFields on Organization {
    ...OrganizationProfileFields
    shortDescription
    verified
    createdAt
  }
  ${ORGANIZATION_PROFILE_FIELDS}
`;

export interface OrganizationListVars {
  first: number;
  page: number;
  sortField: string | null;
  sortDirection: string;
  searchParam: string | null;
  status: OrganizationStatus[] | null;
  type: OrganizationType[] | null;
}

export const ORGANIZATION_LIST: TypedDocumentNode<{ organizationList: { total: number; items: OrganizationRow[] } }, OrganizationListVars> = gql`
  query OrganizationList($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $status: [OrganizationStatus!], $type: [OrganizationType!]) {
    organizationList(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, status: $status, type: $type) {
      total
      items {
        ...OrganizationRowFields
      }
    }
  }
  ${ORGANIZATION_FIELDS}
`;

export const ORGANIZATION_DETAILS: TypedDocumentNode<{ organization: OrganizationRow }, { id: string }> = gql`
  query OrganizationDetails($id: ID!) {
    organization(id: $id) {
      ...OrganizationRowFields
    }
  }
  ${ORGANIZATION_FIELDS}
`;

export const APPROVE_ORGANIZATION: TypedDocumentNode<{ approveOrganization: OrganizationRow }, { id: string }> = gql`
  mutation ApproveOrganization($id: ID!) {
    approveOrganization(id: $id) {
      ...OrganizationRowFields
    }
  }
  ${ORGANIZATION_FIELDS}
`;

export const SUSPEND_ORGANIZATION: TypedDocumentNode<{ suspendOrganization: OrganizationRow }, { id: string }> = gql`
  mutation SuspendOrganization($id: ID!) {
    suspendOrganization(id: $id) {
      ...OrganizationRowFields
    }
  }
  ${ORGANIZATION_FIELDS}
`;

export const UPDATE_PLATFORM_FEE: TypedDocumentNode<{ updateOrganizationPlatformFee: { success: boolean } }, { id: string; platformFee: number }> = gql`
  mutation UpdateOrganizationPlatformFee($id: ID!, $platformFee: Float) {
    updateOrganizationPlatformFee(id: $id, platformFee: $platformFee) {
      success
    }
  }
`;

/** Spec 002 s5: the organization update sends only these fields. */
export interface AdminOrganizationInput {
  id: string;
  name: string;
  mccCode: string;
  address: string;
  phoneNumber: string;
  shortDescription: string;
  licenseNumber: string;
  website: string;
  email: string;
}

export const UPDATE_ORGANIZATION_DETAILS: TypedDocumentNode<{ updateOrganization: OrganizationRow }, { input: AdminOrganizationInput }> = gql`
  mutation UpdateOrganizationDetails($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      ...OrganizationRowFields
    }
  }
  ${ORGANIZATION_FIELDS}
`;

export interface CreateOrganizationInput {
  name: string;
  email: string;
  licenseNumber: string;
  type: string;
  industry: string;
  address: string | null;
  phoneNumber: string | null;
  website: string | null;
}

export const CREATE_ORGANIZATION: TypedDocumentNode<{ createOrganization: { id: string } }, { input: CreateOrganizationInput }> = gql`
  mutation CreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      id
    }
  }
`;

export const SUMMARY_OF_ORGANIZATION: TypedDocumentNode<
  { summaryOfOrganization: { success: boolean } },
  { status: OrganizationStatus[] | null; type: OrganizationType[] | null; searchParam: string | null }
> = gql`
  mutation SummaryOfOrganization($status: [OrganizationStatus!], $type: [OrganizationType!], $searchParam: String) {
    summaryOfOrganization(status: $status, type: $type, searchParam: $searchParam) {
      success
    }
  }
`;

export interface OrganizationEvent {
  id: string;
  name: string;
  createdAt: string;
  user: { name: string; email: string } | null;
}

export const ORGANIZATION_EVENTS: TypedDocumentNode<{ events: { total: number; items: OrganizationEvent[] } }, { organizationId: string; first: number }> = gql`
  query OrganizationEvents($organizationId: ID, $first: Int) {
    events(organizationId: $organizationId, first: $first) {
      total
      items {
        id
        name
        createdAt
        user {
          name
          email
        }
      }
    }
  }
`;

export const CREATE_LOGO: TypedDocumentNode<
  { createFile: { id: string; url: string; cloudFrontUrl: string } },
  { file: { type: 'logo'; organizationId: string; path: string; mimetype: string } }
> = gql`
  mutation CreateLogo($file: CreateFileInput!) {
    createFile(file: $file) {
      id
      url
      cloudFrontUrl
    }
  }
`;

export const REMOVE_LOGO: TypedDocumentNode<{ removeLogo: { success: boolean } }, { id: string }> = gql`
  mutation RemoveLogo($id: ID!) {
    removeLogo(id: $id) {
      success
    }
  }
`;
