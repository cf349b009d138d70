import { customFieldElementNames } from '../../common/text/xml-name';

/**
 * The XML of the job feed (SPEC 2.1), written as string fragments so that a feed of any size is
 * streamed job by job (xmlbuilder2's document API cost 2.5 s and +416 MB on 20,000 jobs; its streaming
 * callback API 19x the time on 1,000 jobs and 60x on 20,000: docs/contributing.md, stack decisions).
 * Element names are fixed or come from xml-name.ts; every value goes through `cdata()`.
 */

/** One job as read for the feed. */
export interface FeedJob {
  jobid: string;
  title: string;
  /** A Date, or epoch milliseconds (what the feed query reads: cheaper to parse than a timestamp). */
  publishedAt: Date | number;
  url: string;
  company: string;
  city: string;
  state: string;
  country: string;
  description: string;
  salary: string;
  jobtype: string;
  remotetype: string;
  /** Stored as an ordered list of {name, value}; anything else stored there is read leniently. */
  customFields: unknown;
}

/**
 * Characters outside XML 1.0's Char production (controls other than tab, LF, CR; U+FFFE, U+FFFF;
 * lone surrogates). With the `u` flag a surrogate pair is one code point (allowed) and a lone
 * surrogate is a code point of its own (matched, so removed).
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Quick screen without the `u` flag (much faster on long text): any code unit that might be
 * forbidden, surrogates included. Only a value that has one goes through the exact NOT_XML_CHAR.
 */
const MAYBE_NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** Removes the characters XML 1.0 cannot carry at all, even escaped. */
export function stripInvalidXmlChars(value: string): string {
  return MAYBE_NOT_XML_CHAR.test(value) ? value.replace(NOT_XML_CHAR, '') : value;
}

/**
 * A value as one or more CDATA sections: `]]>` cannot occur inside a section, so it is split
 * between two (`]]` ends the first, `>` starts the next). Empty or absent values give an empty
 * section. Nothing else needs escaping inside CDATA.
 */
export function cdata(value: unknown): string {
  const text = stripInvalidXmlChars(valueText(value));
  return `<![CDATA[${text.includes(']]>') ? text.replaceAll(']]>', ']]]]><![CDATA[>') : text}]]>`;
}

/** A stored value as the feed writes it: strings as they are, numbers and booleans as text, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The publication date as RFC 1123 in GMT ("Sun, 22 Nov 2026 06:36:38 GMT"), as classic job feeds use. */
export function feedDate(date: Date | number): string {
  return (typeof date === 'number' ? new Date(date) : date).toUTCString();
}

export const FEED_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<source>\n';
export const FEED_TAIL = '</source>\n';

/** Custom fields as [name, value] pairs, in stored order. */
export function customFieldPairs(stored: unknown): Array<[string, unknown]> {
  if (Array.isArray(stored)) {
    return stored
      .filter((field): field is { name: unknown; value?: unknown } => typeof field === 'object' && field !== null && 'name' in field)
      .map((field) => [valueText(field.name), field.value]);
  }
  if (typeof stored === 'object' && stored !== null) return Object.entries(stored);
  return [];
}

function element(name: string, value: unknown): string {
  return `    <${name}>${cdata(value)}</${name}>\n`;
}

/** Element names by list of field names: jobs of a client mostly share their custom fields. */
const NAMES_MEMO = new Map<string, string[]>();
const NAMES_MEMO_MAX = 1000;

function elementNames(fields: Array<[string, unknown]>): string[] {
  const key = fields.map(([name]) => name).join('\u0000');
  let names = NAMES_MEMO.get(key);
  if (!names) {
    names = customFieldElementNames(fields.map(([name]) => name));
    if (NAMES_MEMO.size >= NAMES_MEMO_MAX) NAMES_MEMO.clear();
    NAMES_MEMO.set(key, names);
  }
  return names;
}

/** One `<job>` element: the twelve fixed elements in SPEC 2.1 order, then the custom fields. */
export function jobXml(job: FeedJob): string {
  let xml =
    '  <job>\n' +
    element('title', job.title) +
    element('date', feedDate(job.publishedAt)) +
    element('jobid', job.jobid) +
    element('url', job.url) +
    element('company', job.company) +
    element('city', job.city) +
    element('state', job.state) +
    element('country', job.country) +
    element('description', job.description) +
    element('salary', job.salary) +
    element('jobtype', job.jobtype) +
    element('remotetype', job.remotetype);
  const fields = customFieldPairs(job.customFields);
  if (fields.length) {
    const names = elementNames(fields);
    for (let i = 0; i < fields.length; i++) xml += element(names[i], fields[i][1]);
  }
  return `${xml}  </job>\n`;
}

/** Text content escaped for an element (used by the error body, whose values are ours). */
export function escapeText(value: string): string {
  return stripInvalidXmlChars(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The small XML error body of the feed (DESIGN 4): `<error><code>not_found</code><message>...</message></error>`. */
export function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<error><code>${escapeText(code)}</code><message>${escapeText(message)}</message></error>\n`;
}
