import { useMutation } from '@apollo/client/react';
import { type AddCardValues, validateAddCard } from '@pg/domain';
import { Button, Dialog, SelectField, TextField } from '@pg/ui-kit';
import { useMemo } from 'react';

import { useForm } from '../../app/hooks/useForm';
import { CREATE_CARD, type GatewayOption } from '../graphql/gatewaySettings';

export const CARD_ADDED_MESSAGE = 'Card Added Successfully';

interface AddCardDialogProps {
  open: boolean;
  gateways: readonly GatewayOption[];
  onClose: () => void;
  onAdded: () => void;
}

const EMPTY: AddCardValues & Record<string, string> = { name: '', paymentGatewayId: '' };

/** Add a card brand and the gateway its payments go through (spec 002 gateway settings). */
export function AddCardDialog({ open, gateways, onClose, onAdded }: AddCardDialogProps) {
  const [createCard] = useMutation(CREATE_CARD);
  const form = useForm(EMPTY, validateAddCard);
  // A gateway without keys here cannot take payments; it is listed but not selectable.
  const options = useMemo(
    () => gateways.map((g) => ({ value: g.id, label: g.available ? g.displayName : `${g.displayName} (not configured)`, disabled: !g.available })),
    [gateways],
  );

  const submit = form.handleSubmit((values) =>
    createCard({ variables: { name: values.name.trim(), paymentGatewayId: values.paymentGatewayId } }).then(onAdded, () => undefined),
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add Card"
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-card-form" loading={form.isSubmitting} disabled={form.isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      <form id="add-card-form" onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <TextField label="Name" {...form.field('name')} placeholder="e.g. Visa" />
        <SelectField
          label="Payment Gateway"
          name="paymentGatewayId"
          options={options}
          value={form.values.paymentGatewayId}
          onChange={(value) => form.setValue('paymentGatewayId', value)}
          placeholder="Select payment gateway"
          error={form.errors.paymentGatewayId}
        />
      </form>
    </Dialog>
  );
}
