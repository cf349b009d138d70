import { normalizeWebsite } from './normalize-website';

describe('normalizeWebsite', () => {
  it.each([
    ['acme.fr', 'https://acme.fr'],
    ['www.acme.fr', 'https://www.acme.fr'],
    ['  acme.fr/contact  ', 'https://acme.fr/contact'],
    ['https://acme.fr', 'https://acme.fr'],
    ['http://acme.fr/path?q=1', 'http://acme.fr/path?q=1'],
    ['HTTPS://ACME.FR', 'HTTPS://ACME.FR'],
    ['société-générale.fr', 'https://société-générale.fr'],
    ['acme.co.uk:8443', 'https://acme.co.uk:8443'],
  ])('keeps %s as %s', (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });

  it.each([
    [''],
    ['acme'],
    ['localhost'],
    ['https://localhost:3000'],
    ['ftp://acme.fr'],
    ['javascript://acme.fr/%0Aalert(1)'],
    ['acme .fr'],
    ['https://user:pass@acme.fr'],
    ['not a website'],
    ['acme.'],
    ['.fr'],
    ['acme..fr'],
    ['192.168.1.1'],
    ['mailto:someone@acme.fr'],
  ])('drops the invalid value %j', (input) => {
    expect(normalizeWebsite(input)).toBeNull();
  });
});
