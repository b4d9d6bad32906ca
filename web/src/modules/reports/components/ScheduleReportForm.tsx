import { useMutation } from '@apollo/client/react';
import {
  REPORT_KIND_LABELS,
  REPORT_PERIOD_HINTS,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  type ReportKind,
  reportKindsFor,
  type ReportPeriod,
  type Role,
  validateScheduledReport,
} from '@pg/domain';
import { Button, Card, SelectField, useToast } from '@pg/ui-kit';
import { useCallback } from 'react';

import { serverFieldErrors } from '../../app/apollo/serverFieldErrors';
import { useForm } from '../../app/hooks/useForm';
import { CREATE_SCHEDULED_REPORT } from '../graphql/reports';
import { Form } from './reports.styles';

const PERIOD_OPTIONS = REPORT_PERIODS.map((p) => ({ value: p, label: REPORT_PERIOD_LABELS[p] }));

interface ScheduleReportFormProps {
  role: Role;
  onCreated: () => void;
}

/** Report (the lists the role may open) and period; the same messages as the API (report-rules.ts). */
export function ScheduleReportForm({ role, onCreated }: ScheduleReportFormProps) {
  const toast = useToast();
  const [create] = useMutation(CREATE_SCHEDULED_REPORT);
  const validate = useCallback((values: { kind: string; period: string }) => validateScheduledReport(role, values), [role]);
  const form = useForm({ kind: '', period: '' }, validate);
  const kindOptions = reportKindsFor(role).map((k) => ({ value: k, label: REPORT_KIND_LABELS[k] }));
  const period = form.values.period as ReportPeriod | '';

  const submit = form.handleSubmit((values) =>
    create({ variables: { kind: values.kind as ReportKind, period: values.period as ReportPeriod } }).then(
      () => {
        toast.success('Report Scheduled');
        // The fields start empty again for the next report.
        form.reset();
        onCreated();
      },
      // The message itself is shown by the app's error notice; field messages go on the fields.
      (error: unknown) => form.setServerErrors(serverFieldErrors(error)),
    ),
  );

  return (
    <Card title="Schedule a Report">
      <Form onSubmit={submit} noValidate aria-label="Schedule a report">
        <SelectField
          label="Report"
          name="kind"
          placeholder="Choose a report"
          options={kindOptions}
          value={form.values.kind}
          onChange={(value) => form.setValue('kind', value)}
          onBlur={() => form.touch('kind')}
          error={form.errors.kind}
        />
        <SelectField
          label="How often"
          name="period"
          placeholder="Choose how often"
          options={PERIOD_OPTIONS}
          value={form.values.period}
          onChange={(value) => form.setValue('period', value)}
          onBlur={() => form.touch('period')}
          error={form.errors.period}
          hint={period ? REPORT_PERIOD_HINTS[period] : 'Sent to your e-mail as CSV at 06:00 UTC, for the period before'}
        />
        <Button type="submit" loading={form.isSubmitting} disabled={form.isSubmitting}>
          Schedule Report
        </Button>
      </Form>
    </Card>
  );
}
