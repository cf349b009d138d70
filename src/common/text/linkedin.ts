import { parseWebAddress } from './web-address';

export interface LinkedinProfile {
  /** Canonical form: https://www.linkedin.com/in/<handle> */
  url: string;
  /** Lower-case handle: the deduplication key. */
  key: string;
}

const HOST = /^([a-z]{2,3}\.|www\.|m\.)?linkedin\.com$/;
// (dots inside a handle are kept: a profile URL printed "linkedin.com/in/o.kuusk" is read as printed)
const HANDLE = /^(?=.{2,100}$)[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*$/u;

/**
 * Maps every spelling of one LinkedIn profile URL (http/https, www., country or mobile
 * subdomains, trailing slash, query, fragment, case, missing scheme) to one canonical URL and key.
 * Anything that is not a /in/<handle> profile gives null.
 */
export function normalizeLinkedinUrl(input: string): LinkedinProfile | null {
  const parsed = parseWebAddress(input)?.url;
  if (!parsed) return null;
  if (!HOST.test(parsed.hostname.toLowerCase())) return null;
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (segments.length < 2 || segments[0].toLowerCase() !== 'in') return null;
  let handle: string;
  try {
    handle = decodeURIComponent(segments[1]);
  } catch {
    return null;
  }
  if (!HANDLE.test(handle)) return null;
  const key = handle.toLowerCase();
  return { url: `https://www.linkedin.com/in/${encodeURIComponent(key)}`, key };
}
