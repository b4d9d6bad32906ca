// How the terminal of `npm start` shows the API's and worker's JSON log lines (scripts/lib/log.mjs).
interface Log {
  readableLogLine: (line: string) => string;
}

let log: Log;
beforeAll(async () => {
  log = (await import('../lib/log.mjs')) as Log;
});

describe('readableLogLine', () => {
  it('shows a pino line as time, level, message and its ids', () => {
    const line = JSON.stringify({
      level: 'info',
      time: '2026-11-25T10:59:47.280Z',
      service: 'worker',
      workflowId: 'dispute-DSP-2026-190210',
      activityType: 'notifyDisputeStage',
      msg: 'Dispute DSP-2026-190210 is waiting for your action',
    });
    expect(log.readableLogLine(line)).toBe(
      '10:59:47 INFO Dispute DSP-2026-190210 is waiting for your action [workflowId=dispute-DSP-2026-190210 activityType=notifyDisputeStage]',
    );
  });

  it('keeps a request line short and names an error', () => {
    const request = JSON.stringify({
      level: 'error',
      time: '2026-11-25T11:00:00.000Z',
      method: 'POST',
      path: '/api/graphql',
      status: 500,
      durationMs: 12,
      msg: 'request failed',
      err: { message: 'boom' },
    });
    expect(log.readableLogLine(request)).toBe('11:00:00 ERROR request failed (boom) [method=POST path=/api/graphql status=500 durationMs=12]');
  });

  it('leaves every other line as it is', () => {
    for (const line of ['API listening on http://localhost:4000', '{not json', '{"level":"info"}', '[1,2]']) expect(log.readableLogLine(line)).toBe(line);
  });
});
