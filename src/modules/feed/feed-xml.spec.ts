import { wellFormedError } from '../../../test/support/xml';
import { XMLParser } from 'fast-xml-parser';
import { cdata, customFieldPairs, errorXml, FEED_HEAD, FEED_TAIL, feedDate, FeedJob, jobXml, stripInvalidXmlChars } from './feed-xml';


/** Text of an element made of CDATA sections only. */
function cdataText(element: unknown): string {
  expect(element).toEqual({ '#cdata': expect.any(Array) });
  return (element as { '#cdata': string[] })['#cdata'].join('');
}

const parser = new XMLParser({ cdataPropName: '#cdata', isArray: (name) => name === '#cdata' || name === 'job', parseTagValue: false, trimValues: false, ignoreDeclaration: true });

function roundTrip(value: string): string {
  const xml = `<v>${cdata(value)}</v>`;
  expect(wellFormedError(xml)).toBeNull();
  return cdataText(parser.parse(xml).v);
}

const job = (overrides: Partial<FeedJob> = {}): FeedJob => ({
  jobid: 'AbC123xyz0', title: 'Engineer', publishedAt: new Date('2026-03-04T05:06:07.891Z'), url: 'https://acme.example/jobs/1',
  company: 'Acme', city: 'Lyon', state: 'Rhône', country: 'FR', description: '<p>Hello</p>', salary: '50k', jobtype: 'Permanent',
  remotetype: 'Hybrid remote', customFields: [{ name: 'Team', value: 'Platform' }], ...overrides,
});

describe('cdata', () => {
  it.each([
    ['plain text', 'Backend engineer'],
    ['an empty value', ''],
    ['markup', '<script>alert("x")</script> & <b>bold</b> &amp; &lt;'],
    ['the CDATA terminator', 'a]]>b'],
    ['repeated terminators', ']]>]]>]]]]>>'],
    ['a terminator at both ends', ']]>middle]]>'],
    ['a CDATA opener', '<![CDATA[ nested ]]> text'],
    ['accents, emoji and RTL text', 'Développeur·se 🚀👩🏽‍💻 مطور برمجيات עברית'],
    ['tabs and new lines', 'a\tb\nc'],
    ['the last allowed characters', '\uD7FF\uE000\uFFFD\u{10FFFF}'],
  ])('round-trips %s through a strict parser', (_label, value) => {
    expect(roundTrip(value)).toBe(value);
  });

  it('removes characters XML 1.0 forbids and keeps the rest', () => {
    const forbidden = [...Array.from({ length: 9 }, (_, i) => String.fromCharCode(i)), '\u000B', '\u000C',
      ...Array.from({ length: 18 }, (_, i) => String.fromCharCode(0x0e + i)), '\uFFFE', '\uFFFF'];
    expect(roundTrip(`a${forbidden.join('')}b`)).toBe('ab');
  });

  it('removes lone surrogates but keeps surrogate pairs', () => {
    expect(roundTrip('x\uD800y\uDC00z 😀 \uDBFF')).toBe('xyz 😀 ');
  });

  it('writes null, numbers and objects as text', () => {
    expect(cdata(null)).toBe('<![CDATA[]]>');
    expect(cdata(undefined)).toBe('<![CDATA[]]>');
    expect(cdata(42)).toBe('<![CDATA[42]]>');
    expect(cdata({ a: 1 })).toBe('<![CDATA[{"a":1}]]>');
  });

  it('keeps a 100 KB value whole', () => {
    const big = '<p>é]]>😀</p>'.repeat(10_000);
    expect(roundTrip(big)).toBe(big);
  });
});

describe('stripInvalidXmlChars', () => {
  it('returns the same string when nothing is forbidden', () => {
    expect(stripInvalidXmlChars('plain \t\r\n text')).toBe('plain \t\r\n text');
  });
});

describe('feedDate', () => {
  it('formats as RFC 1123 in GMT', () => {
    expect(feedDate(new Date('2026-03-04T05:06:07.891Z'))).toBe('Wed, 04 Mar 2026 05:06:07 GMT');
    expect(feedDate(Date.parse('2026-12-31T23:59:59.999Z'))).toBe('Thu, 31 Dec 2026 23:59:59 GMT');
  });
});

describe('customFieldPairs', () => {
  it('reads the stored list, an object, and ignores anything else', () => {
    expect(customFieldPairs([{ name: 'A', value: '1' }, { value: 'no name' }, null, 'x', { name: 'B' }])).toEqual([['A', '1'], ['B', undefined]]);
    expect(customFieldPairs({ A: '1' })).toEqual([['A', '1']]);
    expect(customFieldPairs(null)).toEqual([]);
    expect(customFieldPairs('text')).toEqual([]);
  });
});

describe('jobXml', () => {
  const document = (...jobs: FeedJob[]) => `${FEED_HEAD}${jobs.map(jobXml).join('')}${FEED_TAIL}`;

  it('writes the fixed elements in SPEC 2.1 order, then the custom fields', () => {
    const xml = document(job({ customFields: [{ name: 'Team', value: 'Platform' }, { name: 'Title', value: 'T' }, { name: 'team', value: 'dup' }] }));
    expect(wellFormedError(xml)).toBeNull();
    const names = [...xml.matchAll(/^ {4}<([a-z_0-9]+)>/gm)].map((m) => m[1]);
    expect(names).toEqual(['title', 'date', 'jobid', 'url', 'company', 'city', 'state', 'country', 'description', 'salary',
      'jobtype', 'remotetype', 'team', 'field_title', 'team_2']);
    const parsed = parser.parse(xml).source.job[0];
    expect(cdataText(parsed.date)).toBe('Wed, 04 Mar 2026 05:06:07 GMT');
    expect(cdataText(parsed.team_2)).toBe('dup');
  });

  it('writes every value, empty ones included, as CDATA', () => {
    const xml = jobXml(job({ url: '', city: '', salary: '', customFields: [{ name: 'Empty', value: '' }] }));
    const values = [...xml.matchAll(/^ {4}<([a-z_0-9]+)>(.*)<\/\1>$/gm)].map((m) => m[2]);
    expect(values).toHaveLength(13);
    for (const value of values) expect(value).toMatch(/^<!\[CDATA\[[\s\S]*\]\]>$/);
    expect(xml).toContain('<url><![CDATA[]]></url>');
    expect(xml).toContain('<empty><![CDATA[]]></empty>');
  });

  it('writes a job without custom fields', () => {
    const xml = document(job({ customFields: [] }));
    expect(wellFormedError(xml)).toBeNull();
    expect(Object.keys(parser.parse(xml).source.job[0]).filter((key) => !key.startsWith('#'))).toHaveLength(12);
  });
});

describe('errorXml', () => {
  it('is a small well-formed document with the code and message', () => {
    const xml = errorXml('not_found', 'No <feed> & no "jobs"');
    expect(wellFormedError(xml)).toBeNull();
    expect(xml).toContain('<error><code>not_found</code>');
    expect(parser.parse(xml).error).toEqual({ code: 'not_found', message: 'No <feed> & no "jobs"' });
  });
});
