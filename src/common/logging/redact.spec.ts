import { formatKey } from '../auth/api-key-format';
import { loggableUrl, redactKeys } from './redact';

describe('loggableUrl', () => {
  const key = formatKey('AbCdEfGhIjKl', 'S'.repeat(32));

  it.each([
    ['/health/live', '/health/live'],
    ['/feed.xml?key=abc&page=2', '/feed.xml?[redacted]'],
    [`/v1/partner/projects?${key}`, '/v1/partner/projects?[redacted]'],
    ['/path?', '/path?[redacted]'],
    [`/v1/public/careers/${key}/apply`, '/v1/public/careers/rk_[redacted]/apply'],
    [`/x/rk%5FAbCdEfGhIjKl%5F${'S'.repeat(10)}`, '/x/rk_[redacted]'],
    ['/public/feeds/site-web/work_shop.xml', '/public/feeds/site-web/work_shop.xml'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});

describe('redactKeys', () => {
  it('removes a whole key, and a truncated one, from any text', () => {
    const key = formatKey('AbCdEfGhIjKl', 'S'.repeat(32));
    expect(redactKeys(`bad param "${key}" and "${key.slice(0, 20)}"`)).toBe('bad param "rk_[redacted]" and "rk_[redacted]"');
  });
});
