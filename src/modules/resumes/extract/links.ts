/** At most this many hyperlink targets are kept from one document, each at most MAX_LINK_LENGTH characters. */
export const MAX_LINKS = 200;
export const MAX_LINK_LENGTH = 2000;

/**
 * Collects hyperlink targets (a PDF's link annotations, a DOCX's <a href>), bounded: blank,
 * repeated and overlong targets are dropped, and collection stops at MAX_LINKS.
 */
export class LinkCollector {
  private readonly seen = new Set<string>();

  add(target: unknown): void {
    if (typeof target !== 'string' || this.seen.size >= MAX_LINKS) return;
    const link = target.trim();
    if (link === '' || link.length > MAX_LINK_LENGTH) return;
    this.seen.add(link);
  }

  get links(): string[] {
    return [...this.seen];
  }
}
