import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { canSeeField } from '@pg/domain';
import { WorkflowNotFoundError } from '@temporalio/client';

import type { AuthUser } from '../common/auth-user';
import { badInput } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { bounded } from '../temporal/bounded-call';
import { TemporalService } from '../temporal/temporal.service';
import { User } from '../users/user.entity';
import type { ProcessTimeline, ProcessTimelineStep } from './dtos/process-timeline.type';
import { type Args, readHistory } from './process-history';
import { findProcessRecord } from './process-records';
import { buildTimeline } from './process-steps';
import { type ProcessKind, WORDING } from './process-wording';

/** A state query waits for a worker; the timeline does not wait longer than this for one. */
const QUERY_WAIT_MS = 2000;

/** The workflow's state query's answer, when it is one (else the history alone is shown). */
const asArgs = (answer: unknown): Args | null => (answer && typeof answer === 'object' ? (answer as Args) : null);

export const NO_PROCESS_NOTE = 'This record has no process in Temporal (it was created before processes existed, or its process was removed).';
export const OTHER_PROCESS_NOTE = 'The process under this id belongs to another record (an older database), so it is not shown.';

@Injectable()
export class ProcessTimelineService {
  private readonly logger = new Logger(ProcessTimelineService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async timeline(user: AuthUser, kind: ProcessKind, id: string): Promise<ProcessTimeline> {
    const record = await findProcessRecord(this.em, user, kind, id);
    const base = {
      id: record.workflowId,
      kind,
      recordId: record.id,
      workflowId: record.workflowId,
      temporalUiUrl: canSeeField(user.role, 'ProcessTimeline.temporalUiUrl') ? this.temporalUiUrl(record.workflowId) : null,
    };
    const empty = (note: string): ProcessTimeline => ({ ...base, running: false, note, steps: [] });

    const client = await this.temporal.getClient();
    const handle = client.workflow.getHandle(record.workflowId);
    let history;
    try {
      history = await handle.fetchHistory();
    } catch (error) {
      if (error instanceof WorkflowNotFoundError || (error as { code?: number }).code === 5) return empty(NO_PROCESS_NOTE);
      this.logger.error(`history of ${record.workflowId}: ${error instanceof Error ? error.message : String(error)}`);
      throw badInput('The process cannot be read right now. Please try again');
    }
    const events = readHistory(history.events ?? []);
    const running = !events.some((e) => e.type === 'ended');
    const queried = running ? await bounded(client, QUERY_WAIT_MS, () => handle.query(WORDING[kind].query)).then(asArgs, () => null) : null;
    const draft = buildTimeline(kind, events, queried);
    if (draft.entityId !== null && draft.entityId !== record.id) return empty(OTHER_PROCESS_NOTE);

    const names = await this.namesOf(draft.steps.map((s) => s.actorId));
    const steps: ProcessTimelineStep[] = draft.steps.map((s) => ({
      at: s.at,
      title: s.title,
      detail: s.detail ?? null,
      actor: (s.actorId ? names.get(s.actorId) : undefined) ?? s.actorName ?? null,
      state: s.state,
    }));
    return { ...base, running: draft.running, note: steps.length ? null : NO_PROCESS_NOTE, steps };
  }

  /** Users' names by id, in one query; ids that are not users' (tests' stand-ins) are skipped. */
  private async namesOf(ids: (string | null | undefined)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((i): i is string => typeof i === 'string' && UUID.test(i)))];
    if (!wanted.length) return new Map();
    const users = await this.em.find(User, { id: { $in: wanted } }, { fields: ['id', 'name', 'surname'] });
    return new Map(users.map((u) => [u.id, [u.name, u.surname].filter(Boolean).join(' ')]));
  }

  private temporalUiUrl(workflowId: string): string {
    return `${this.config.temporalUiUrl}/namespaces/${encodeURIComponent(this.config.temporalNamespace)}/workflows/${encodeURIComponent(workflowId)}`;
  }
}
