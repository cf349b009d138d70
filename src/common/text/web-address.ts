/**
 * A value typed as a web address ("acme.fr", "www.linkedin.com/in/x", "http://acme.fr/jobs"):
 * trimmed, `https://` prepended when it has no scheme; null unless it then parses as an http(s) URL.
 * `text` is the value as kept (trimmed and prefixed), `url` its parsed form.
 */
export function parseWebAddress(value: string): { text: string; url: URL } | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { text, url };
}
