import { Button } from '@pg/ui-kit';

import { FormActions } from './FormGrid';

interface Props {
  /** Shows Cancel when given. */
  onCancel?: () => void;
  submitLabel?: string;
  loading: boolean;
  /** The form's own reasons to wait: errors, or nothing changed. */
  blocked: boolean;
}

/** Cancel and submit at the end of a form; submit is disabled while sending, with errors, or unchanged (spec 002 s5). */
export function FormButtons({ onCancel, submitLabel = 'Save', loading, blocked }: Props) {
  return (
    <FormActions>
      {onCancel && (
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" loading={loading} disabled={loading || blocked}>
        {submitLabel}
      </Button>
    </FormActions>
  );
}
