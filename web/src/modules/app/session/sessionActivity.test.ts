import type { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';

import { BACKGROUND_CONTEXT, createActivityLink, LAST_REQUEST_KEY, lastRequest } from './sessionActivity';

const operation = (context: Record<string, unknown>) => ({ getContext: () => context }) as unknown as ApolloLink.Operation;
const forward = (() => of({ data: {} })) as unknown as ApolloLink.ForwardFunction;

describe('the activity link (what the idle warning counts from)', () => {
  beforeEach(() => window.localStorage.setItem(LAST_REQUEST_KEY, '0'));

  it("counts a request the person's use sends", () => {
    const before = Date.now();
    createActivityLink().request(operation({}), forward);
    expect(lastRequest()).toBeGreaterThanOrEqual(before);
  });

  it("does not count the page's own poll", () => {
    const link = createActivityLink();
    link.request(operation({}), forward);
    const counted = lastRequest();
    window.localStorage.setItem(LAST_REQUEST_KEY, '0');
    jest.spyOn(Date, 'now').mockReturnValue(counted + 60_000);
    try {
      link.request(operation(BACKGROUND_CONTEXT), forward);
      expect(lastRequest()).toBe(counted);
    } finally {
      jest.restoreAllMocks();
    }
  });
});
