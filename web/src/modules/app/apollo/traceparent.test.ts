import { ApolloLink, gql, Observable } from '@apollo/client';
import { firstValueFrom } from 'rxjs';

import { createTraceLink, newTraceparent } from './traceparent';

describe('traceparent', () => {
  it('is a valid W3C traceparent, new for every request', () => {
    const a = newTraceparent();
    const b = newTraceparent();
    expect(a).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(a).not.toBe(b);
  });

  it('goes out as a header of each GraphQL request', async () => {
    const seen: Record<string, string>[] = [];
    const terminating = new ApolloLink((operation) => {
      seen.push(operation.getContext().headers as Record<string, string>);
      return new Observable((observer) => {
        observer.next({ data: { ok: true } });
        observer.complete();
      });
    });
    const link = ApolloLink.from([createTraceLink(), terminating]);
    const query = gql`
      query Ping {
        ok
      }
    `;
    await firstValueFrom(ApolloLink.execute(link, { query }, { client: {} as never }));
    expect(seen[0].traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });
});
