import { normalizeLinkedinUrl } from './linkedin';

describe('normalizeLinkedinUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/jane-doe', 'jane-doe'],
    ['http://linkedin.com/in/Jane-Doe/', 'jane-doe'],
    ['https://fr.linkedin.com/in/jane-doe?originalSubdomain=fr', 'jane-doe'],
    ['www.linkedin.com/in/JANE-DOE#about', 'jane-doe'],
    ['linkedin.com/in/jane-doe/details/experience/', 'jane-doe'],
    ['https://m.linkedin.com/in/jane_doe123', 'jane_doe123'],
    ['HTTPS://WWW.LINKEDIN.COM/in/jane-doe', 'jane-doe'],
    ['https://www.linkedin.com/in/j%C3%A9r%C3%B4me-dupont', 'jérôme-dupont'],
    ['linkedin.com/in/o.kuusk', 'o.kuusk'],
  ])('maps %s to the handle %s', (input, key) => {
    const result = normalizeLinkedinUrl(input);
    expect(result?.key).toBe(key);
    expect(result?.url).toBe(`https://www.linkedin.com/in/${encodeURIComponent(key)}`);
  });

  it.each([
    '',
    'not a url',
    'https://www.linkedin.com/company/acme',
    'https://linkedin.com.evil.test/in/jane-doe',
    'https://evil-linkedin.com/in/jane-doe',
    'ftp://www.linkedin.com/in/jane-doe',
    'https://www.linkedin.com/in/',
    'https://www.linkedin.com/in/.jane',
    'https://www.linkedin.com/in/jane..doe',
    'javascript:alert(1)',
  ])('refuses %s', (input) => {
    expect(normalizeLinkedinUrl(input)).toBeNull();
  });
});
