import { defineEntity, p } from '@mikro-orm/core';

/** What a Sandbox acquirer does with every charge while its fault lasts (issue 41). */
export const SANDBOX_FAULT_MODES = ['timeout', 'serverError', 'rateLimit', 'down'] as const;
export type SandboxFaultMode = (typeof SANDBOX_FAULT_MODES)[number];

/** The Sandbox's acquirers: `sandbox` (primary in the demo) and `sandboxB` ("Sandbox (fallback)"). */
export const SANDBOX_ACQUIRERS = ['sandbox', 'sandboxB'] as const;
export type SandboxAcquirer = (typeof SANDBOX_ACQUIRERS)[number];

// One row per misbehaving acquirer, set by the control endpoint (test and development only) or
// the "down" test card, until `until`. In the database, not in memory: the API process sets it
// and the worker's charges read it (one more subquery of the charge's first read).
const SandboxFaultSchema = defineEntity({
  name: 'SandboxFault',
  tableName: 'sandbox_fault',
  properties: {
    acquirer: p.string().primary(),
    mode: p.enum([...SANDBOX_FAULT_MODES]),
    until: p.datetime(),
    createdAt: p.datetime(),
  },
});

export class SandboxFault extends SandboxFaultSchema.class {}
SandboxFaultSchema.setClass(SandboxFault);
export { SandboxFaultSchema };
