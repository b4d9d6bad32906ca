import { CENSORED, censorKeys } from './redact';

class ProcessorError extends Error {
  code = 'card_declined';
  statusCode = 402;
  apiKey = 'sk_live_secret';
}

// Review 49 s17: a logged error keeps its cause and its fields, censored like any object.
describe('censorKeys on errors', () => {
  it('keeps cause, code and the fields of an error, still scrubbed', () => {
    const root = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    const error = new Error('charge failed for 4242 4242 4242 4242', { cause: root });
    Object.assign(error, { code: 'E_CHARGE', type: 'StripeCardError', statusCode: 402, password: 'hunter2' });
    const copy = censorKeys({ err: error }) as { err: Error & Record<string, unknown> };
    expect(copy.err).toBeInstanceOf(Error);
    expect(copy.err).not.toBe(error);
    expect(copy.err.message).toBe('charge failed for [card]');
    expect(copy.err.stack).toContain('charge failed for [card]');
    expect(copy.err).toMatchObject({ code: 'E_CHARGE', type: 'StripeCardError', statusCode: 402, password: CENSORED });
    expect(copy.err.cause).toBeInstanceOf(Error);
    expect(copy.err.cause).toMatchObject({ message: 'socket hang up', code: 'ECONNRESET' });
  });

  it("keeps the error's class (pino logs it as the type) and censors a secret field", () => {
    const copy = censorKeys(new ProcessorError('declined')) as ProcessorError;
    expect(copy).toBeInstanceOf(ProcessorError);
    expect(copy.name).toBe('Error');
    expect({ code: copy.code, statusCode: copy.statusCode, apiKey: copy.apiKey }).toEqual({ code: 'card_declined', statusCode: 402, apiKey: CENSORED });
  });

  it('survives a cause that points back at the error', () => {
    const error = new Error('loop');
    error.cause = error;
    expect((censorKeys(error) as Error).cause).toBe('[circular]');
  });
});
