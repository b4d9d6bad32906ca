import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

const EVERY_MS = 3600 * 1000;

/**
 * A worker job that deletes what has expired once an hour (Idempotency-Keys, old webhook
 * attempts): the timer, its stop at shutdown and the warning when a sweep fails; a subclass
 * says what `sweep` deletes.
 */
export abstract class HourlySweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | undefined;

  /** `context`: the log's; `what`: the warning's first words ("<what> failed: ..."). */
  protected constructor(
    context: string,
    private readonly what: string,
  ) {
    this.logger = new Logger(context);
  }

  /** Deletes what has expired; returns how many rows. */
  abstract sweep(): Promise<number>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () => void this.sweep().catch((error: unknown) => this.logger.warn(`${this.what} failed: ${error instanceof Error ? error.message : String(error)}`)),
      EVERY_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
