import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { emailVerifiedSignal, EntityCodeKey, OrganizationIdKey, signupWorkflowId } from '@pg/workflows';
import { Client, Connection, WorkflowIdReusePolicy } from '@temporalio/client';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { temporalTracingPlugins } from '../observability/temporal-tracing';
import { EntityProcess, type EntityProcessDefinition } from './entity-process';
import { temporalConnectionSettings } from './temporal-connection';
import { shutdownAwareRetry } from './temporal-retry';

// The API's handle on Temporal: starts processes and talks to them. Connects on first use so
// the API boots (and serves sign-in) even while Temporal is still starting.
@Injectable()
export class TemporalService implements OnApplicationShutdown {
  private client?: Promise<Client>;
  private readonly retry = shutdownAwareRetry();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  getClient(): Promise<Client> {
    this.client ??= Connection.connect({ ...temporalConnectionSettings(this.config), interceptors: [this.retry.interceptor] }).then(
      (connection) => new Client({ connection, namespace: this.config.temporalNamespace, plugins: temporalTracingPlugins() }),
      (error: unknown) => {
        // Not kept: the next request connects again (Temporal may have been starting).
        this.client = undefined;
        throw error;
      },
    );
    return this.client;
  }

  /** A kind of record's process (invoice, refund, ...) on this API's task queue. */
  process<I>(definition: EntityProcessDefinition<I>): EntityProcess<I> {
    return new EntityProcess(this, this.config.taskQueue, definition);
  }

  async startSignup(userId: string, organizationId: string, email: string): Promise<void> {
    const client = await this.getClient();
    await client.workflow.start('signupVerificationWorkflow', {
      taskQueue: this.config.taskQueue,
      workflowId: signupWorkflowId(userId),
      args: [{ userId, linkTtlMs: this.config.verifyLinkTtlMs }],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      typedSearchAttributes: [
        { key: OrganizationIdKey, value: organizationId },
        { key: EntityCodeKey, value: email },
      ],
    });
  }

  /** Best effort: the link already worked; a finished or missing process needs no signal. */
  async signalEmailVerified(userId: string): Promise<void> {
    try {
      const client = await this.getClient();
      await client.workflow.getHandle(signupWorkflowId(userId)).signal(emailVerifiedSignal);
    } catch {
      // The workflow may have ended (expired) or never started (seeded users).
    }
  }

  /**
   * Last, after every module's own onModuleDestroy: pollers that use the client (the webhook
   * dispatcher, reminders) finish their pass first, instead of meeting a closed channel whose
   * retry timer would throw later. Calls still running when it closes are dropped later on;
   * they are answered with that error rather than tried again on a closed channel.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.retry.stop();
    const client = await this.client?.catch(() => undefined);
    await client?.connection.close();
  }
}
