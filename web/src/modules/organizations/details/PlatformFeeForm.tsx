import { useMutation } from '@apollo/client/react';
import { ORGANIZATION_TOASTS, validatePlatformFee } from '@pg/domain';
import { Button, TextField, useToast } from '@pg/ui-kit';
import styled from 'styled-components';

import { useForm } from '../../app/hooks/useForm';
import { UPDATE_PLATFORM_FEE } from '../graphql/organizations';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    flex: 1;
    min-width: 180px;
  }
  & > button {
    margin-top: 26px;
  }
`;

type Values = { platformFee: string };

/** The platform fee of an organization (spec 002 s5: 'Platfrom Fee is required'), in percent. */
export function PlatformFeeForm({
  organizationId,
  platformFee,
  editable,
  onSaved,
}: {
  organizationId: string;
  platformFee: number | null;
  editable: boolean;
  onSaved: () => void;
}) {
  const toast = useToast();
  const [update, { loading }] = useMutation(UPDATE_PLATFORM_FEE);
  const form = useForm<Values>({ platformFee: platformFee === null ? '' : platformFee.toFixed(2) }, validatePlatformFee);

  const save = async (v: Values) => {
    try {
      await update({ variables: { id: organizationId, platformFee: Number(v.platformFee) } });
      toast.success(ORGANIZATION_TOASTS.platformFeeUpdated);
      onSaved();
    } catch {
      // The error link has shown the server's message.
    }
  };
  const submit = form.handleSubmit((v) => void save(v));

  return (
    <Row onSubmit={submit} noValidate aria-label="Platform fee">
      <TextField label="Platform Fee (%)" type="number" inputMode="decimal" step="0.01" min="0" max="100" readOnly={!editable} {...form.field('platformFee')} />
      {editable && (
        <Button type="submit" loading={loading} disabled={loading || form.hasErrors || !form.changed}>
          Save
        </Button>
      )}
    </Row>
  );
}
