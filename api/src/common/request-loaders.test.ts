import DataLoader from 'dataloader';

import { knownOrLoaded } from './request-loaders';

// A field answered from a record the request holds must be a value, not a promise: graphql-js
// then completes the row without promises (refunds, disputes, invoices and their owners).
describe('knownOrLoaded', () => {
  // A loader and its record of loads of each test's own.
  let loads: string[][];
  let loader: DataLoader<string, { id: string; name: string } | undefined>;
  beforeEach(() => {
    loads = [];
    loader = new DataLoader(async (ids) => {
      loads.push([...ids]);
      return ids.map((id) => (id === 'missing' ? undefined : { id, name: `loaded ${id}` }));
    });
  });
  const known = new Map([['a', { id: 'a', name: 'known a' }]]);
  const name = (record: { name: string } | undefined) => record?.name ?? null;

  it('answers a known record at once, without asking the loader', () => {
    const answer = knownOrLoaded(known, loader, 'a', name);
    expect(answer).toBe('known a');
    expect(answer).not.toBeInstanceOf(Promise);
    expect(loads).toEqual([]);
  });

  it('asks the loader for any other, batched, and maps what it finds (or nothing)', async () => {
    const b = knownOrLoaded(known, loader, 'b', name);
    const missing = knownOrLoaded(known, loader, 'missing', name);
    expect(b).toBeInstanceOf(Promise);
    expect(await Promise.all([b, missing])).toEqual(['loaded b', null]);
    expect(loads).toEqual([['b', 'missing']]);
  });
});
