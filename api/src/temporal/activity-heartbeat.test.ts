import { MockActivityEnvironment } from '@temporalio/testing';

import { activityAlive } from './activity-heartbeat';

describe('activityAlive', () => {
  it('heartbeats inside an activity', async () => {
    const env = new MockActivityEnvironment();
    const beats: unknown[] = [];
    env.on('heartbeat', (details: unknown) => beats.push(details));
    await env.run(async () => {
      activityAlive();
      activityAlive();
    });
    expect(beats).toHaveLength(2);
  });

  it('does nothing outside an activity (a direct call of the activity function)', () => {
    expect(() => activityAlive()).not.toThrow();
  });
});
