import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('defaults to local PostgreSQL and Redis', () => {
    const env = loadEnv({});
    expect(env.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/recruit');
    expect(env.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(env.port).toBe(3000);
    expect(env.rateLimitPublicPerMinute).toBe(30);
    expect(env.rateLimitPartnerPerMinute).toBe(120);
    expect(env.rateLimitCareersReadPerMinute).toBe(120);
    expect(env.resumeMaxBytes).toBe(10 * 1024 * 1024);
    expect(env.resumeUrlAllowedHosts).toEqual([]);
  });

  it.each([
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://x/y'],
    ['REDIS_URL', 'http://localhost'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_PUBLIC_PER_MINUTE', '0'],
    ['RATE_LIMIT_CAREERS_READ_PER_MINUTE', 'many'],
    ['WORKER_CONCURRENCY', '-1'],
    ['REDIS_PREFIX', 'a b'],
  ])('refuses %s=%j with one line naming the variable', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    try {
      loadEnv({ [name]: value });
    } catch (error) {
      expect((error as EnvError).variable).toBe(name);
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('parses the resumeUrl allow-list', () => {
    expect(loadEnv({ RESUME_URL_ALLOWED_HOSTS: ' Localhost, 127.0.0.1 ,' }).resumeUrlAllowedHosts).toEqual(['localhost', '127.0.0.1']);
  });
});
