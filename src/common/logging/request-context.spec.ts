import { currentRequestId, requestContextMiddleware } from './request-context';

describe('request context (the request id readable by the request\'s services)', () => {
  it('gives the id the logger set on the request, even when set after this middleware ran, and across awaits', async () => {
    const req: { id?: unknown } = {};
    const seen = await new Promise<Array<string | null>>((resolve) =>
      requestContextMiddleware(req, {}, () => {
        const before = currentRequestId();
        req.id = 'req-42';
        void (async () => {
          await new Promise((wake) => setTimeout(wake, 5));
          resolve([before, currentRequestId()]);
        })();
      }),
    );
    expect(seen).toEqual([null, 'req-42']);
  });

  it('is null outside a request (worker, CLI), and for an id that is not a string', () => {
    expect(currentRequestId()).toBeNull();
    requestContextMiddleware({ id: 42 }, {}, () => expect(currentRequestId()).toBeNull());
  });
});
