import { bpsToPercent, INVOICE_TYPE_OPTIONS, percentToBps } from '@pg/domain';
import { Alert, Card, SelectField, Slider, TextField } from '@pg/ui-kit';

import { FieldGrid } from './create.styles';
import type { FieldProps } from './fields';
import { feeSlider } from './invoiceDraft';

export const DATE_ALERT =
  'Date Of Service is the first day of the trip. A Pre Trip Payment can not have a Date Of Service in the past; use In Country Payment or Post Trip Settlement for trips already under way.';

export function CustomerSection({ field }: { field: (name: string) => FieldProps }) {
  return (
    <Card title="Customer Information">
      <FieldGrid>
        <TextField label="Group Name" className="wide" {...field('name')} />
        <TextField label="Given Name" autoComplete="off" {...field('recipientName')} />
        <TextField label="Surname" autoComplete="off" {...field('recipientSurName')} />
        <TextField label="E-mail" type="email" autoComplete="off" className="wide" {...field('recipientEmail')} />
      </FieldGrid>
    </Card>
  );
}

interface PaymentProps {
  field: (name: string) => FieldProps;
  type: string;
  typeError?: string;
  onType: (value: string) => void;
  feeBps: number;
  feeError?: string;
  platformFee: number | null | undefined;
  onFee: (bps: number) => void;
}

export function PaymentSection({ field, type, typeError, onType, feeBps, feeError, platformFee, onFee }: PaymentProps) {
  const slider = feeSlider(platformFee);
  return (
    <Card title="Payment Information">
      <FieldGrid>
        <SelectField
          label="Invoice Type"
          name="type"
          options={INVOICE_TYPE_OPTIONS}
          value={type}
          placeholder="Select invoice type"
          error={typeError}
          onChange={onType}
        />
        <TextField label="Internal Invoice ID" {...field('merchantPO')} />
        <Slider
          className="wide"
          label="Merchant Processing Fee"
          name="merchantProcessingFee"
          min={0}
          max={slider.max}
          step={0.01}
          marks={slider.marks}
          value={bpsToPercent(feeBps)}
          formatValue={(v) => `${v.toFixed(2)}%`}
          hint="The part of the processing fee your business pays; the customer pays the rest."
          error={feeError}
          onChange={(value) => onFee(Math.min(slider.maxBps, percentToBps(value.toFixed(2))))}
        />
      </FieldGrid>
    </Card>
  );
}

interface TripProps {
  field: (name: string) => FieldProps;
  /** YYYY-MM-DD: past days are disabled for Pre Trip Payment. */
  minDate?: string;
}

export function TripSection({ field, minDate }: TripProps) {
  return (
    <Card title="Trip Information">
      <FieldGrid>
        <TextField label="Date Of Service" type="date" min={minDate} {...field('dateOfService')} />
        <TextField label="# of Pax" type="number" inputMode="numeric" min={1} step={1} {...field('numberOfPax')} />
        <Alert tone="info" className="wide">
          {DATE_ALERT}
        </Alert>
      </FieldGrid>
    </Card>
  );
}
