import { MikroORM } from '@mikro-orm/postgresql';

import { NO_PROCESS_NOTE, OTHER_PROCESS_NOTE } from '../src/process-timeline/process-timeline.service';
import { Refund } from '../src/refunds/refund.entity';
import { User } from '../src/users/user.entity';
import { type CreatedInvoice, otherMerchantOwner } from './support/invoice-fixtures';
import { CASE_ACTORS, loginAll } from './support/people-fixtures';
import { APPROVE, MERCHANT_APPROVE, paidInvoice, refundInput, type RefundResult, requestRefund, RESOLVE } from './support/refund-fixtures';
import { createTestApp, eventually, type GqlResult, type TestApp } from './test-app';

const TIMELINE = `query($kind: ProcessKind!, $id: ID!) { processTimeline(kind: $kind, id: $id) {
  id kind recordId workflowId running note temporalUiUrl steps { at title detail actor state } } }`;

interface Timeline {
  id: string;
  workflowId: string;
  running: boolean;
  note: string | null;
  temporalUiUrl: string | null;
  steps: { at: string; title: string; detail: string | null; actor: string | null; state: string }[];
}

describe('process timeline: a record’s Temporal history as steps (real PostgreSQL + Temporal + worker)', () => {
  let t: TestApp;
  let owner: string;
  let user: string;
  let bank: string;
  let pg: string;
  let stranger: string;
  let invoice: CreatedInvoice;
  let refund: RefundResult;
  const names = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    [owner, , user, bank, pg] = await loginAll(t, CASE_ACTORS);
    stranger = await otherMerchantOwner(t);
    ({ invoice } = await paidInvoice(t, owner, 'timeline-paid'));
    const em = t.app.get(MikroORM).em.fork();
    for (const email of ['owner@demo.test', 'bank.admin@demo.test', 'pg.admin@demo.test']) {
      const u = await em.findOneOrFail(User, { email });
      names.set(email, [u.name, u.surname].filter(Boolean).join(' '));
    }
  });
  afterAll(() => t.close());

  const read = (kind: string, id: string, token: string): Promise<GqlResult<{ processTimeline: Timeline }>> => t.gql(TIMELINE, { kind, id }, token);
  const timeline = async (kind: string, id: string, token = owner) => {
    const r = await read(kind, id, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.processTimeline;
  };
  const titles = (tl: Timeline) => tl.steps.map((s) => s.title);
  /** The timeline once its last step is `title` (the worker records moves asynchronously). */
  const until = (kind: string, id: string, title: string, token = owner) =>
    eventually(async () => {
      const tl = await timeline(kind, id, token);
      return tl.steps.at(-1)?.title === title ? tl : undefined;
    });

  it('shows a paid invoice: issued, paid by the customer, receipt e-mailed (by the charge activity), waiting for disbursement', async () => {
    const tl = await eventually(async () => {
      const read = await timeline('INVOICE', invoice.id);
      return titles(read).includes('Receipt e-mailed') && read.steps.at(-1)?.title === 'Waiting for disbursement' ? read : undefined;
    });
    expect(tl.workflowId).toBe(`invoice-${invoice.code}`);
    expect(tl.running).toBe(true);
    expect(tl.steps.map((s) => [s.title, s.state])).toEqual([
      ['Invoice issued', 'done'],
      ['Paid by card', 'done'],
      ['Receipt e-mailed', 'done'],
      ['Waiting for disbursement', 'waiting'],
    ]);
    expect(tl.steps[1].actor).toBeTruthy();
  });

  it('follows a refund through merchant, bank and platform, naming who decided each stage', async () => {
    refund = await requestRefund(t, owner, refundInput(invoice.id));
    let tl = await until('REFUND', refund.id, 'Waiting for the merchant');
    expect(titles(tl)).toEqual(['Refund requested', 'Waiting for the merchant']);
    expect(tl.steps[1]).toMatchObject({ state: 'waiting', actor: null });

    expect((await t.gql(MERCHANT_APPROVE, { id: refund.id }, owner)).errors).toBeUndefined();
    tl = await until('REFUND', refund.id, 'Waiting for the bank');
    expect(tl.steps.find((s) => s.title === 'Approved by the merchant')).toMatchObject({ actor: names.get('owner@demo.test'), state: 'done' });
    // The waiting stage began with the merchant's decision.
    expect(tl.steps.at(-1)!.at).toBe(tl.steps.at(-2)!.at);

    expect((await t.gql(APPROVE, { id: refund.id }, bank)).errors).toBeUndefined();
    tl = await until('REFUND', refund.id, 'Waiting for the platform', bank);
    expect(tl.steps.find((s) => s.title === 'Approved by the bank')?.actor).toBe(names.get('bank.admin@demo.test'));

    expect((await t.gql(APPROVE, { id: refund.id }, pg)).errors).toBeUndefined();
    expect((await t.gql(RESOLVE, { id: refund.id }, pg)).errors).toBeUndefined();
    tl = await until('REFUND', refund.id, 'Process ended', pg);
    expect(tl.running).toBe(false);
    expect(tl.steps.map((s) => [s.title, s.actor, s.state])).toEqual([
      ['Refund requested', null, 'done'],
      ['Approved by the merchant', names.get('owner@demo.test'), 'done'],
      ['Approved by the bank', names.get('bank.admin@demo.test'), 'done'],
      ['Approved by the platform', names.get('pg.admin@demo.test'), 'done'],
      ['Refunded at the processor', names.get('pg.admin@demo.test'), 'done'],
      ['Process ended', null, 'done'],
    ]);
    const times = tl.steps.map((s) => Date.parse(s.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('gives PG Admin alone the Temporal UI link of the workflow', async () => {
    const asPg = await timeline('REFUND', refund.id, pg);
    expect(asPg.temporalUiUrl).toMatch(new RegExp(`^https?://[^/]+/namespaces/[^/]+/workflows/refund-${refund.code}$`));
    for (const token of [owner, user, bank]) expect((await timeline('REFUND', refund.id, token)).temporalUiUrl).toBeNull();
  });

  it("refuses another organization's timelines as not found, and transfers to merchants", async () => {
    for (const [kind, id] of [
      ['REFUND', refund.id],
      ['INVOICE', invoice.id],
    ]) {
      const r = await read(kind, id, stranger);
      expect({ kind, code: r.errors?.[0]?.extensions?.code, data: r.data }).toEqual({ kind, code: 'NOT_FOUND', data: null });
    }
    const transfer = await read('TRANSFER', '00000000-0000-4000-8000-000000000000', owner);
    expect(transfer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers a record without a process with an empty timeline and a note, not an error', async () => {
    // Demo refunds are written by the seed; this test run started no process for them (a
    // process of the same code from another test database is refused as another record's).
    const em = t.app.get(MikroORM).em.fork();
    const me = await em.findOneOrFail(User, { email: 'owner@demo.test' });
    const demo = await em.findOneOrFail(Refund, { code: { $ne: refund.code }, owner: me.organization.id }, { orderBy: { createdAt: 'asc' } });
    const tl = await timeline('REFUND', demo.id);
    expect(tl.steps).toEqual([]);
    expect(tl.running).toBe(false);
    expect([NO_PROCESS_NOTE, OTHER_PROCESS_NOTE]).toContain(tl.note);
  });
});
