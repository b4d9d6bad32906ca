import { loadSecrets } from '../../config/secrets';

// The Sandbox processor's dispute behaviour (README: SANDBOX_* variables). A real processor
// opens a dispute days after the charge and decides it weeks after the evidence; the Sandbox
// does both after SANDBOX_DISPUTE_DELAY_MS, so people and tests see the whole flow.
export interface SandboxConfig {
  /** From a charge with 4000 0000 0000 0259 to its dispute, and from the evidence to the outcome. */
  disputeDelayMs: number;
  /** The merchant's time to answer a dispute (its evidence due date). */
  disputeResponseMs: number;
  /** Signs the webhooks (HMAC-SHA256): SANDBOX_WEBHOOK_SECRET, its own key (config/secrets.ts). */
  webhookSecret: string;
  /** Where webhooks go; by default this API's own /webhooks/sandbox. */
  webhookUrl?: string;
  /** How often the delivery queue is read. */
  pollMs: number;
  /** Card tokens one client address may take a minute from the public POST /sandbox/tokens (also its burst). */
  tokensPerMinute: number;
  /** How long the slow refund card (4000 0000 0001 0027) keeps its first answer: beyond the refund try's timeout. */
  slowMs: number;
  /** Issue 41: how long a timing-out acquirer holds a charge before its caller gives up (nothing is charged). */
  timeoutMs: number;
  /** How long the "down" test card (4000 0000 0001 0084) puts the primary acquirer down. */
  downMs: number;
}

export const SANDBOX_CONFIG = Symbol('SANDBOX_CONFIG');

const DAY = 24 * 60 * 60 * 1000;

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) && Number(value) >= 0 ? Number(value) : fallback);
  return {
    disputeDelayMs: number(env.SANDBOX_DISPUTE_DELAY_MS, 60_000),
    disputeResponseMs: number(env.SANDBOX_DISPUTE_RESPONSE_MS, 7 * DAY),
    webhookSecret: loadSecrets(env).sandboxWebhookSecret,
    webhookUrl: env.SANDBOX_WEBHOOK_URL || undefined,
    pollMs: number(env.SANDBOX_WEBHOOK_POLL_MS, 1000) || 1000,
    tokensPerMinute: number(env.SANDBOX_TOKENS_PER_MINUTE, 60) || 60,
    slowMs: number(env.SANDBOX_SLOW_MS, 75_000),
    timeoutMs: number(env.SANDBOX_TIMEOUT_MS, 3_000),
    downMs: number(env.SANDBOX_DOWN_MS, 60_000),
  };
}
