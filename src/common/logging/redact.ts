/**
 * What may reach a log line of a request: never its query string (a key or personal data may be
 * sent there), never an API key, whole or partial, wherever a client put it.
 */

/** An API key or a piece of one (`rk_` then its public id, possibly more), `_` also percent-encoded. */
const KEY_LIKE = /(?<![0-9A-Za-z])rk(?:_|%5f)[0-9A-Za-z]{4,}(?:(?:_|%5f)[0-9A-Za-z]*)?/gi;

export function redactKeys(text: string): string {
  return text.replace(KEY_LIKE, 'rk_[redacted]');
}

/** The path of a request URL, with a marker instead of its query string: `/feed.xml?[redacted]`. */
export function loggableUrl(url: string | undefined): string {
  if (!url) return '';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return redactKeys(path) + (query === -1 ? '' : '?[redacted]');
}
