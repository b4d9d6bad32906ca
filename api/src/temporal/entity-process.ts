import { Logger } from '@nestjs/common';
import { EntityCodeKey, OrganizationIdKey } from '@pg/workflows';
import {
  ApplicationFailure,
  type Client,
  WorkflowExecutionAlreadyStartedError,
  type WorkflowHandle,
  WorkflowIdReusePolicy,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
} from '@temporalio/client';

import { badInput } from '../common/gateway.exception';
import { isTransientFailure, serviceUnavailable } from '../common/transient-failure';

export const PROCESS_SYSTEM_ERROR = 'Unexpected error has occurred. Please try again';

/** Where a process gets its Temporal client (TemporalService), named here so the two files do not import each other. */
export interface TemporalClientSource {
  getClient: () => Promise<Client>;
}

/** What the API needs to know of one kind of record's process (invoice, refund, checkout, ...). */
export interface EntityProcessDefinition<I> {
  /** The workflow function's name, as the worker registers it. */
  workflowType: string;
  /** Logger context. */
  name: string;
  /** The readable id ops search for in Temporal UI, e.g. `refund-<code>`. */
  workflowId: (input: I) => string;
  /** The record's id, kept in the process's memo under `memoKey`. */
  memoKey: string;
  entityId: (input: I) => string;
  organizationId: (input: I) => string;
  code: (input: I) => string;
  /** The ApplicationFailure type of the workflow's refusals: their message is for the user. */
  refusedType: string;
  /** What the user reads when the process has already ended. */
  endedMessage: string;
  /**
   * The updates carry the record's id and the workflow refuses those meant for another record
   * (a database recreated against a Temporal server that remembers older processes). Then an
   * update goes out at once, and the process is looked up only when none runs: one round trip
   * less on hot paths such as payments. Otherwise the memo is checked before every update.
   */
  updatesCarryEntityId?: boolean;
}

export interface EntityUpdateOptions {
  /** Shown when the process fails for another reason than a refusal (logged in full). */
  systemError?: string;
  /** Turns a refusal's message (or the ended message) into the error thrown; default BAD_USER_INPUT. */
  refused?: (message: string) => Error;
}

/**
 * One record's long-lived process as the API sees it: started once under a readable id with the
 * search attributes ops filter on, and talked to through workflow updates. A record whose
 * process does not exist yet (demo data, or a start that failed after its row was written) gets
 * one on its first update, started from the state the caller passes.
 */
export class EntityProcess<I> {
  private readonly logger: Logger;

  constructor(
    private readonly temporal: TemporalClientSource,
    private readonly taskQueue: string,
    private readonly definition: EntityProcessDefinition<I>,
  ) {
    this.logger = new Logger(definition.name);
  }

  async start(input: I): Promise<void> {
    const d = this.definition;
    const client = await this.temporal.getClient();
    await client.workflow.start(d.workflowType, {
      taskQueue: this.taskQueue,
      workflowId: d.workflowId(input),
      args: [input],
      // A finished process is never started again under the same id.
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      memo: { [d.memoKey]: d.entityId(input) },
      typedSearchAttributes: [
        { key: OrganizationIdKey, value: d.organizationId(input) },
        { key: EntityCodeKey, value: d.code(input) },
      ],
    });
  }

  /** Starts the process unless one already runs (or ran) under its id. */
  async ensureStarted(input: I): Promise<void> {
    await this.start(input).catch((error: unknown) => {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    });
  }

  async handle(input: I): Promise<WorkflowHandle> {
    return (await this.temporal.getClient()).workflow.getHandle(this.definition.workflowId(input));
  }

  /** Runs an update (`call`); refusals come back with the workflow's own message. */
  async update<T>(input: I, call: (handle: WorkflowHandle) => Promise<T>, options: EntityUpdateOptions = {}): Promise<T> {
    const { systemError = PROCESS_SYSTEM_ERROR, refused = badInput } = options;
    const handle = await this.handle(input);
    try {
      if (!this.definition.updatesCarryEntityId) {
        if (!(await this.ownProcessExists(handle, input))) await this.ensureStarted(input);
        return await call(handle);
      }
      return await call(handle).catch(async (error: unknown) => {
        if (!(error instanceof WorkflowNotFoundError) || (await this.ownProcessExists(handle, input))) throw error;
        await this.ensureStarted(input);
        return call(handle);
      });
    } catch (error) {
      const cause = error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure ? error.cause : undefined;
      if (cause?.type === this.definition.refusedType) throw refused(cause.message);
      // The process has ended: nothing more can happen to the record.
      if (error instanceof WorkflowNotFoundError) throw refused(this.definition.endedMessage);
      this.logger.error(`update on ${handle.workflowId} failed: ${cause?.message ?? (error instanceof Error ? error.message : String(error))}`);
      // Temporal's frontend (or the database under it) restarting: the caller may send the same
      // request again (a payment with its idempotency key), so say so rather than "unexpected".
      if (isTransientFailure(error)) throw serviceUnavailable();
      throw badInput(systemError);
    }
  }

  /** True when a process (running or ended) exists under the id; one of another record is an error. */
  private async ownProcessExists(handle: WorkflowHandle, input: I): Promise<boolean> {
    const d = this.definition;
    try {
      const description = await handle.describe();
      if (description.memo?.[d.memoKey] !== d.entityId(input)) {
        throw new Error(`${handle.workflowId} belongs to another record (${String(description.memo?.[d.memoKey])})`);
      }
      return true;
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) return false;
      throw error;
    }
  }
}
