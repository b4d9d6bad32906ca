import { SESSION_MESSAGES, validateSessionIdleMinutes } from './session-rules';

describe('validateSessionIdleMinutes', () => {
  it('accepts no limit and whole minutes from 5 to 720', () => {
    for (const ok of [null, undefined, 5, 30, 720]) expect(validateSessionIdleMinutes(ok)).toBeUndefined();
  });

  it('refuses fractions, too short and too long limits with one message', () => {
    for (const bad of [0, 4, 721, 7.5, -10, Number.NaN]) expect(validateSessionIdleMinutes(bad)).toBe(SESSION_MESSAGES.idleMinutesInvalid);
  });
});
