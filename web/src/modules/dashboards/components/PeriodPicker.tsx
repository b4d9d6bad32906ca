import { SelectField, TextField } from '@pg/ui-kit';

import type { DashboardBucket } from '../../../gql/graphql';
import { Toolbar } from './dashboard.styles';

export interface Period {
  from: string;
  to: string;
  bucket: DashboardBucket;
}

const BUCKETS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const;

/** Why a period cannot be asked for, in words, or undefined. */
export function periodError(period: Period): string | undefined {
  if (!period.from || !period.to) return 'Choose both dates';
  if (period.from > period.to) return 'The start date must be on or before the end date';
  const days = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1;
  if (days > 731) return 'Choose a period of two years or less';
  return undefined;
}

/** From, to (UTC days, both included) and how the charts group them. */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const error = periodError(period);
  return (
    <Toolbar role="group" aria-label="Period">
      <TextField
        label="From"
        name="from"
        type="date"
        value={period.from}
        max={period.to}
        onChange={(e) => onChange({ ...period, from: e.target.value })}
        error={error}
      />
      <TextField label="To" name="to" type="date" value={period.to} min={period.from} onChange={(e) => onChange({ ...period, to: e.target.value })} />
      <SelectField
        label="Group by"
        name="bucket"
        options={BUCKETS}
        value={period.bucket}
        onChange={(value) => onChange({ ...period, bucket: value as DashboardBucket })}
      />
    </Toolbar>
  );
}
