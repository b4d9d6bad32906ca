import { formatDateTime } from '@pg/domain';
import { Badge, Button, Card } from '@pg/ui-kit';

import type { ProcessKind, Timeline, TimelineStep } from './graphql/processTimeline';
import { Actions, Body, Detail, ErrorRow, Hidden, Marker, Message, Meta, Step, Steps, Title } from './ProcessTimeline.styles';
import { useProcessTimeline } from './useProcessTimeline';

/** Said to screen readers for each step, as the marker's colour says it to the eye. */
const STATE_LABELS: Record<TimelineStep['state'], string> = { done: 'Done', current: 'In progress', waiting: 'Waiting', failed: 'Failed' };

export interface ProcessTimelineProps {
  kind: ProcessKind;
  /** The record's id. */
  id: string;
  /** Changes when the page itself moved the process (e.g. the refund's stage): read again at once. */
  watch?: unknown;
  /** Called when new steps arrive while the page is open (e.g. to read the record again). */
  onChange?: () => void;
}

function StepItem({ step }: { step: TimelineStep }) {
  return (
    <Step>
      <Marker $state={step.state} aria-hidden />
      <Body>
        <Title $state={step.state}>
          <Hidden>{STATE_LABELS[step.state]}: </Hidden>
          {step.title}
        </Title>
        {step.detail && <Detail>{step.detail}</Detail>}
        <Meta>
          {step.state === 'waiting' ? 'since ' : ''}
          <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          {step.actor && <> · by {step.actor}</>}
        </Meta>
      </Body>
    </Step>
  );
}

export interface ProcessTimelineViewProps {
  /** The answer of the last read; null before the first. */
  timeline: Timeline | null;
  loading: boolean;
  /** The last read failed: shown with a Try again button. */
  error: boolean;
  onRetry: () => void;
}

/** The timeline card itself: steps in order, or its loading, empty and error states. */
export function ProcessTimelineView({ timeline, loading, error, onRetry }: ProcessTimelineViewProps) {
  const latest = timeline?.steps.at(-1);
  const actions = (
    <Actions>
      {timeline && timeline.steps.length > 0 && (timeline.running ? <Badge tone="info">Live</Badge> : <Badge tone="neutral">Ended</Badge>)}
      {timeline?.temporalUiUrl && (
        <a href={timeline.temporalUiUrl} target="_blank" rel="noreferrer">
          Open in Temporal UI
        </a>
      )}
    </Actions>
  );
  return (
    <Card title="Process timeline" actions={actions}>
      {loading && !timeline && <Message role="status">Loading the process…</Message>}
      {error && (
        <ErrorRow role="alert">
          <Message>The process timeline could not be loaded.</Message>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </ErrorRow>
      )}
      {timeline && timeline.steps.length === 0 && <Message>{timeline.note ?? 'Nothing has happened yet.'}</Message>}
      {timeline && timeline.steps.length > 0 && (
        <>
          <Steps aria-label={`Steps of ${timeline.workflowId}`}>
            {timeline.steps.map((step, index) => (
              <StepItem key={`${index}-${step.at}-${step.title}`} step={step} />
            ))}
          </Steps>
          {/* Announces what changed while the page stays open. */}
          <Hidden role="status">{latest ? `Latest: ${latest.title}` : ''}</Hidden>
        </>
      )}
    </Card>
  );
}

/**
 * The live timeline of a record's process (issue 16): what happened, who acted and when, and
 * what it waits for now, read from its Temporal workflow and kept up to date while open.
 */
export function ProcessTimeline({ kind, id, watch, onChange }: ProcessTimelineProps) {
  const { timeline, loading, error, refresh } = useProcessTimeline(kind, id, watch, onChange);
  return <ProcessTimelineView timeline={timeline} loading={loading} error={error} onRetry={refresh} />;
}
