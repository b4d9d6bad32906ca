import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';

import { startTracing, stopTracing } from '../src/observability/tracing';
import type * as InvoiceFixtures from './support/invoice-fixtures';
import type * as SandboxSpy from './support/sandbox-spy';
import type * as TestAppModule from './test-app';
import type { TestApp } from './test-app';

// Required after tracing starts: the GraphQL instrumentation must patch graphql before the Apollo
// driver (an ES module, which keeps the functions it imported) is loaded, as in main.ts.
const later = () => ({
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only once tracing has started (see above): an import would be hoisted
  ...(require('./test-app') as typeof TestAppModule),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only once tracing has started (see above): an import would be hoisted
  ...(require('./support/invoice-fixtures') as typeof InvoiceFixtures),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only once tracing has started (see above): an import would be hoisted
  ...(require('./support/sandbox-spy') as typeof SandboxSpy),
});

describe('observability: tracing a payment', () => {
  const exporter = new InMemorySpanExporter();
  let t: TestApp;
  let m: ReturnType<typeof later>;

  beforeAll(async () => {
    startTracing({ service: 'test', exporter });
    m = later();
    t = await m.createTestApp({ worker: true });
  });
  afterAll(async () => {
    await t.close();
    await stopTracing();
  });

  const attr = (span: ReadableSpan, key: string) => span.attributes[key];

  it('pays an invoice in one trace from the GraphQL request to PostgreSQL and the processor', async () => {
    const owner = await t.login('owner@demo.test');
    const invoice = await m.createInvoice(t, owner, m.invoiceInput(await m.doiId(t, owner)));
    const card = await m.sandboxToken(t);
    exporter.reset();

    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const paid = await t.gql<{ payInvoice: { status: string } }>(
      m.PAY,
      { invoiceId: invoice.id, accessKey: invoice.accessKey, token: card, key: `trace-${invoice.id}` },
      undefined,
      { traceparent },
    );
    expect(paid.data?.payInvoice.status).toBe('succeeded');

    // Workflow spans arrive through the worker's sink after the activation that ends them.
    const spans = await m.eventually<ReadableSpan[]>(async () => {
      const all = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === '0af7651916cd43dd8448eb211c80319c');
      return all.some((s) => s.name.startsWith('RunActivity:')) && all.some((s) => s.name.startsWith('HandleUpdate:')) ? all : undefined;
    });
    const names = spans.map((s) => s.name);

    // The browser's trace id (W3C traceparent) is continued, not replaced.
    const server = spans.find((s) => s.kind === SpanKind.SERVER && String(attr(s, 'http.target') ?? attr(s, 'url.path')).startsWith('/api/graphql'));
    expect(server?.parentSpanId).toBe('b7ad6b7169203331');
    expect(server && attr(server, 'http.request_id')).toEqual(expect.any(String));
    // API: GraphQL (parse, validate, execute, the resolver), the Temporal client's update.
    expect(names).toEqual(expect.arrayContaining(['graphql.parse', 'graphql.validate', 'graphql.resolve payInvoice', 'StartWorkflowUpdate:pay']));
    expect(spans.some((s) => attr(s, 'graphql.operation.type') === 'mutation')).toBe(true);
    // Worker: the update handler in the workflow, the charge activity, its SQL, the processor.
    expect(names).toContain('HandleUpdate:pay');
    const activity = spans.find((s) => s.name === 'RunActivity:chargeInvoice');
    expect(activity).toBeDefined();
    const charge = spans.find((s) => s.name === 'processor.charge');
    expect(charge?.parentSpanId).toBe(activity?.spanContext().spanId);
    expect(charge?.attributes).toMatchObject({ 'payment.processor': 'sandbox', 'payment.outcome': 'succeeded', 'payment.amount_cents': expect.any(Number) });
    const sql = spans.filter((s) => attr(s, 'db.system') === 'postgresql');
    expect(sql.length).toBeGreaterThan(2);
    // Some SQL is the activity's own (its attempt row, the marking), not only the API's reads.
    const underActivity = (s: ReadableSpan): boolean => {
      const parent = spans.find((p) => p.spanContext().spanId === s.parentSpanId);
      return parent ? parent === activity || underActivity(parent) : false;
    };
    expect(sql.some(underActivity)).toBe(true);
    // One tree: every span descends from the browser's span, through the API's request.
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    const reachesBrowser = (s: ReadableSpan | undefined, hops = 0): boolean =>
      !!s && hops < 50 && (s.parentSpanId === 'b7ad6b7169203331' || reachesBrowser(byId.get(s.parentSpanId ?? ''), hops + 1));
    expect(spans.filter((s) => !reachesBrowser(s)).map((s) => s.name)).toEqual([]);
    // No span carries the token, the payer's e-mail or name (SQL literals are blanked).
    const attributes = JSON.stringify(spans.map((s) => s.attributes));
    expect(attributes).not.toContain(card);
    expect(attributes).not.toContain('jane.payer@example.test');
    expect(attributes).not.toContain('Jane Payer');
    expect(attributes).toContain('insert into \\"payment\\"');
  });
});
