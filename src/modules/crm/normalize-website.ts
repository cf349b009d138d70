import { parseWebAddress } from '../../common/text/web-address';

/**
 * A company website as an http(s) URL: `https://` is prepended when the value has no scheme.
 * Null when the result is still not an http(s) URL with a dotted host name (SPEC 2.3: an invalid
 * website is dropped, never blocking). The kept value is the entered one, trimmed and prefixed.
 */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > 2000 || /\s/.test(trimmed)) return null;
  const address = parseWebAddress(trimmed);
  if (!address) return null;
  const { url } = address;
  if (url.username || url.password) return null;
  const labels = url.hostname.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels[labels.length - 1])) return null;
  return address.text;
}
