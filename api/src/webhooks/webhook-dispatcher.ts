import { randomUUID } from 'node:crypto';

import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  enqueueWebhookDeliveriesSignal,
  EntityCodeKey,
  type OrderedWebhookInput,
  orderedWebhookWorkflowId,
  OrganizationIdKey,
  type QueuedWebhookDelivery,
  type WebhookDeliveryInput,
  webhookWorkflowId,
} from '@pg/workflows';
import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/client';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TemporalService } from '../temporal/temporal.service';

const BATCH = 100;

interface UnstartedDelivery {
  id: string;
  workflow_id: string;
  event_id: string;
  endpoint_id: string;
  organization_id: string;
  event_created_at: Date;
  ordered: boolean;
}

/**
 * Starts webhook deliveries after the commits that record events, durably: the event row is the
 * outbox. Every API and worker process polls (every WEBHOOK_DISPATCH_POLL_MS) in two steps:
 *  1. plan: events not yet dispatched get one delivery row per enabled endpoint that wants them,
 *     and are marked dispatched, in one transaction (rows locked with SKIP LOCKED, so processes
 *     share the work and none plans an event twice);
 *  2. start: deliveries without a started workflow get it (id webhook-<eventId>-<endpointId>;
 *     Temporal refuses a second start of one id, so a start repeated after a crash is harmless).
 *     An ordered endpoint's deliveries instead go, in event order, to its queue process
 *     webhook-endpoint-<endpointId> by signal-with-start; the queue drops a delivery it already
 *     has or has finished, so a signal repeated after a crash queues nothing twice.
 * A process that dies anywhere in between leaves rows that the next poll, here or elsewhere, finishes.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private lastWarning = '';

  constructor(
    private readonly orm: MikroORM,
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs a poll now (after a resend, so it starts without waiting for the next tick). */
  kick(): void {
    if (!this.running && !this.stopped) {
      clearTimeout(this.timer);
      this.schedule(0);
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.poll().finally(() => {
        this.running = undefined;
        this.schedule(this.config.webhookDispatchPollMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      while ((await this.plan()) === BATCH) if (this.stopped) return;
      await this.startDeliveries();
      this.lastWarning = '';
    } catch (error) {
      // Temporal or the database not up yet: said once, tried again next tick.
      const message = error instanceof Error ? error.message : String(error);
      if (message !== this.lastWarning) this.logger.warn(`webhook dispatch: ${message}`);
      this.lastWarning = message;
    }
  }

  /** Step 1; returns how many events it planned. */
  async plan(): Promise<number> {
    return this.orm.em.fork().transactional(async (tx: EntityManager) => {
      const events = await tx.execute<{ id: string; organization_id: string; type: string }[]>(
        'select id, organization_id, type from webhook_event where dispatched_at is null order by created_at limit ? for update skip locked',
        [BATCH],
      );
      if (!events.length) return 0;
      const organizations = [...new Set(events.map((e) => e.organization_id))];
      const endpoints = await tx.execute<{ id: string; organization_id: string; event_types: string[] }[]>(
        `select id, organization_id, event_types from webhook_endpoint where enabled and organization_id in (${organizations.map(() => '?').join(',')})`,
        organizations,
      );
      for (const event of events) {
        for (const endpoint of endpoints) {
          if (endpoint.organization_id !== event.organization_id) continue;
          if (endpoint.event_types.length && !endpoint.event_types.includes(event.type)) continue;
          await tx.execute(
            'insert into webhook_delivery (id, workflow_id, event_id, endpoint_id, organization_id, status, attempts, created_at) values (?, ?, ?, ?, ?, ?, 0, now()) on conflict (workflow_id) do nothing',
            [randomUUID(), webhookWorkflowId(event.id, endpoint.id), event.id, endpoint.id, event.organization_id, 'pending'],
          );
        }
      }
      await tx.execute(
        `update webhook_event set dispatched_at = now() where id in (${events.map(() => '?').join(',')})`,
        events.map((e) => e.id),
      );
      return events.length;
    });
  }

  /** Step 2. */
  async startDeliveries(): Promise<number> {
    const em = this.orm.em.fork();
    const rows = await em.execute<UnstartedDelivery[]>(
      `select d.id, d.workflow_id, d.event_id, d.endpoint_id, d.organization_id, e.created_at as event_created_at, p.ordered
         from webhook_delivery d join webhook_event e on e.id = d.event_id join webhook_endpoint p on p.id = d.endpoint_id
        where d.started_at is null order by d.created_at, e.created_at, e.id limit ?`,
      [BATCH],
    );
    if (!rows.length) return 0;
    const client = await this.temporal.getClient();
    const queues = new Map<string, UnstartedDelivery[]>();
    for (const row of rows) {
      if (row.ordered) {
        queues.set(row.endpoint_id, [...(queues.get(row.endpoint_id) ?? []), row]);
        continue;
      }
      const input: WebhookDeliveryInput = {
        deliveryId: row.id,
        eventId: row.event_id,
        endpointId: row.endpoint_id,
        retryInitialMs: this.config.webhookRetryInitialMs,
        giveUpMs: this.config.webhookGiveUpMs,
      };
      try {
        await client.workflow.start('webhookDeliveryWorkflow', {
          taskQueue: this.config.taskQueue,
          workflowId: row.workflow_id,
          args: [input],
          workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
          typedSearchAttributes: [
            { key: OrganizationIdKey, value: row.organization_id },
            { key: EntityCodeKey, value: row.event_id },
          ],
        });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
      await em.execute('update webhook_delivery set started_at = now() where id = ? and started_at is null', [row.id]);
    }
    for (const [endpointId, queued] of queues) {
      const items: QueuedWebhookDelivery[] = queued
        .map((row) => ({ deliveryId: row.id, eventId: row.event_id, eventCreatedAt: new Date(row.event_created_at).toISOString() }))
        .sort((a, b) => (a.eventCreatedAt === b.eventCreatedAt ? (a.eventId < b.eventId ? -1 : 1) : a.eventCreatedAt < b.eventCreatedAt ? -1 : 1));
      const input: OrderedWebhookInput = { endpointId, retryInitialMs: this.config.webhookRetryInitialMs, giveUpMs: this.config.webhookGiveUpMs };
      // Starts the queue process if it is not running (it ends after an idle hour), else only signals it.
      await client.workflow.signalWithStart('orderedWebhookWorkflow', {
        taskQueue: this.config.taskQueue,
        workflowId: orderedWebhookWorkflowId(endpointId),
        args: [input],
        signal: enqueueWebhookDeliveriesSignal,
        signalArgs: [items],
        typedSearchAttributes: [
          { key: OrganizationIdKey, value: queued[0].organization_id },
          { key: EntityCodeKey, value: endpointId },
        ],
      });
      await em.execute(
        `update webhook_delivery set started_at = now(), queued = true where started_at is null and id in (${queued.map(() => '?').join(',')})`,
        queued.map((row) => row.id),
      );
    }
    return rows.length;
  }
}
