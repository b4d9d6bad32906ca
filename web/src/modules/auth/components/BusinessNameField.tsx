import { PATHS } from '../../app/router/paths';
import { OrganizationSearchField } from '../../organizations/components/OrganizationSearchField';
import { TextLink } from './TextLink';

export interface BusinessOption {
  id: string;
  label: string;
}

interface Props {
  value: BusinessOption | null;
  onChange: (option: BusinessOption | null) => void;
  error?: string;
}

/** Searchable select of active organizations with the 'My business is not listed' way out. */
export function BusinessNameField(props: Props) {
  return (
    <OrganizationSearchField
      {...props}
      label="Business Name"
      name="organizationId"
      placeholder="Search your business"
      noOptionsText="No business found"
      footer={<TextLink to={PATHS.merchantAddRequest}>My business is not listed</TextLink>}
    />
  );
}
