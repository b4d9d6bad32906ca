import { CircuitBreaker } from './circuit-breaker';
import { percentile, ProcessorHealth } from './processor-health';

const OPTIONS = { failuresToOpen: 3, cooldownMs: 1000, probeTimeoutMs: 5000 };

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('CircuitBreaker', () => {
  it('opens after the failures in a row, skips during the cooldown, then lets one probe through', () => {
    const c = clock();
    const breaker = new CircuitBreaker(OPTIONS, c.now);
    breaker.failure();
    breaker.failure();
    breaker.success(); // a success in between resets the count
    breaker.failure();
    breaker.failure();
    expect(breaker.state()).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    breaker.failure();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    c.advance(999);
    expect(breaker.tryAcquire()).toBe(false);
    c.advance(1);
    expect(breaker.state()).toBe('halfOpen');
    expect(breaker.wouldAllow()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
    // One probe at a time.
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.wouldAllow()).toBe(false);
  });

  it('a failed probe opens it for another cooldown; a good probe closes it', () => {
    const c = clock();
    const breaker = new CircuitBreaker(OPTIONS, c.now);
    for (let i = 0; i < 3; i++) breaker.failure();
    c.advance(1000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.failure();
    expect(breaker.state()).toBe('open');
    c.advance(500);
    expect(breaker.tryAcquire()).toBe(false);
    c.advance(500);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.success();
    expect(breaker.state()).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('frees the probe slot of a probe that never reported', () => {
    const c = clock();
    const breaker = new CircuitBreaker(OPTIONS, c.now);
    for (let i = 0; i < 3; i++) breaker.failure();
    c.advance(1000);
    expect(breaker.tryAcquire()).toBe(true);
    c.advance(4999);
    expect(breaker.tryAcquire()).toBe(false);
    c.advance(1);
    expect(breaker.tryAcquire()).toBe(true);
  });
});

describe('ProcessorHealth', () => {
  it('keeps each processor apart: success rate, p95 and breaker state', () => {
    const c = clock();
    const health = new ProcessorHealth(OPTIONS, c.now);
    for (let i = 1; i <= 20; i++) health.report('sandbox', 'ok', i * 10);
    for (let i = 0; i < 3; i++) health.report('sandboxB', 'failed', 5);
    const [a, b] = health.snapshots();
    expect(a).toMatchObject({ processor: 'sandbox', state: 'closed', calls: 20, successes: 20, p95Ms: 190 });
    expect(b).toMatchObject({ processor: 'sandboxB', state: 'open', calls: 3, successes: 0, p95Ms: 5 });
    expect(health.allows('sandbox')).toBe(true);
    expect(health.allows('sandboxB')).toBe(false);
    expect(health.acquire('sandboxB')).toBe(false);
  });

  it('percentile is the nearest rank', () => {
    expect(percentile([], 0.95)).toBeNull();
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5);
  });
});
