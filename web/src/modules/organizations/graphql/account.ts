import { gql, type TypedDocumentNode } from '@apollo/client';
import { SESSION_ORGANIZATION_FIELDS } from '../../auth/graphql/fragments';
import type { RefundPolicyTermsValue, SessionOrganization } from '../../auth/types';

export interface UpdateOrganizationInput {
  id: string;
  address?: string;
  phoneNumber?: string;
  website?: string;
  licenseNumber?: string;
  mccCode?: string;
  refundPolicyTerms?: RefundPolicyTermsValue;
  merchantProcessingFee?: number;
}

export const UPDATE_ORGANIZATION: TypedDocumentNode<
  { updateOrganization: SessionOrganization },
  { input: UpdateOrganizationInput }
> = gql`
  mutation UpdateOrganization($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      ...SessionOrganizationFields
    }
  }
  ${SESSION_ORGANIZATION_FIELDS}
`;

export const CLOSE_ORGANIZATION: TypedDocumentNode<{ closeOrganization: { success: boolean } }, { id: string }> = gql`
  mutation CloseOrganization($id: ID!) {
    closeOrganization(id: $id) {
      success
    }
  }
`;
