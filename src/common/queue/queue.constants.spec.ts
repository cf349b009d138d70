import { assertEveryJobHasHandler, connectionFromUrl, QueueDefinition } from './queue.constants';

const definition: QueueDefinition = { name: 'things', jobNames: ['thing.a', 'thing.b'], defaultJobOptions: {} };
const handler = async (): Promise<void> => undefined;

describe('assertEveryJobHasHandler (the worker start-up check)', () => {
  it('accepts one handler per job name', () => {
    expect(() => assertEveryJobHasHandler(definition, { 'thing.a': handler, 'thing.b': handler })).not.toThrow();
  });

  it('refuses a job name without a handler', () => {
    expect(() => assertEveryJobHasHandler(definition, { 'thing.a': handler })).toThrow('Queue "things": no handler for job thing.b');
  });

  it('refuses a handler for a job the queue does not carry', () => {
    expect(() => assertEveryJobHasHandler(definition, { 'thing.a': handler, 'thing.b': handler, 'thing.c': handler })).toThrow('handler for unknown job thing.c');
  });
});

describe('connectionFromUrl', () => {
  it('makes a fail-fast producer and a waiting worker', () => {
    expect(connectionFromUrl('redis://:p%40ss@cache:6380/2', true)).toMatchObject({ host: 'cache', port: 6380, password: 'p@ss', db: 2, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    expect(connectionFromUrl('rediss://cache', false)).toMatchObject({ port: 6379, tls: {}, enableOfflineQueue: true, maxRetriesPerRequest: null });
  });

  it('reconnects every 500 ms at most, however long Redis was away (BullMQ alone waits up to 20 s)', () => {
    const { retryStrategy } = connectionFromUrl('redis://cache', true) as { retryStrategy: (attempt: number) => number };
    expect([1, 2, 5, 6, 50, 10_000].map(retryStrategy)).toEqual([100, 200, 500, 500, 500, 500]);
  });
});
