import { Button, Card, ConfirmDialog } from '@pg/ui-kit';
import type { ReactNode } from 'react';

import { ActionBar, Stack } from '../../app/components/page.styles';
import { Stepper } from './Stepper';

/** The events the shell sends; both decline machines take them. */
export type WizardShellEvent = { type: 'BACK' } | { type: 'NEXT' } | { type: 'SUBMIT' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

interface DeclineWizardShellProps {
  steps: readonly string[];
  /** 0-based active step; the last one is the review with Submit. */
  step: number;
  /** The machine's state: 'confirming' opens the dialog, 'submitting' shows it loading. */
  state: string;
  /** Next is disabled (errors on the step, an upload running). */
  blocked: boolean;
  confirmTitle: string;
  confirmMessage: string;
  send: (event: WizardShellEvent) => void;
  /** The active step's content. */
  children: ReactNode;
}

/** Shows a field's error once the user has touched it (Next stays disabled regardless). */
export function touchedError<TField extends string>(
  context: { touched: Partial<Record<TField, boolean>>; errors: Partial<Record<TField, string>> },
  field: TField,
): string | undefined {
  return context.touched[field] ? context.errors[field] : undefined;
}

/** What both decline wizards show around a step: the stepper, Back / Next / Submit, the confirm dialog. */
export function DeclineWizardShell({ steps, step, state, blocked, confirmTitle, confirmMessage, send, children }: DeclineWizardShellProps) {
  const submitting = state === 'submitting';
  return (
    <Stack>
      <Stepper steps={steps} active={step} />
      <Card title={steps[step]}>{children}</Card>
      <ActionBar>
        <Button variant="secondary" onClick={() => send({ type: 'BACK' })} disabled={submitting}>
          Back
        </Button>
        {step < steps.length - 1 ? (
          <Button onClick={() => send({ type: 'NEXT' })} disabled={blocked}>
            Next
          </Button>
        ) : (
          <Button onClick={() => send({ type: 'SUBMIT' })} loading={submitting}>
            Submit
          </Button>
        )}
      </ActionBar>
      <ConfirmDialog
        open={state === 'confirming' || submitting}
        title={confirmTitle}
        message={confirmMessage}
        loading={submitting}
        confirmVariant="danger"
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Stack>
  );
}
