import { readinessStatus } from './readiness.service';

describe('readinessStatus', () => {
  it.each([
    ['up', 'up', 'ok'],
    ['up', 'down', 'degraded'],
    ['down', 'up', 'down'],
    ['down', 'down', 'down'],
  ] as const)('postgres %s and redis %s: %s', (postgres, redis, status) => {
    expect(readinessStatus(postgres, redis)).toBe(status);
  });
});
