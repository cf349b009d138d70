import { fold, stripBullet, uniqueBy } from './text';

/** Skills of the skills section: items split on commas, bullets, pipes and semicolons; "Category: a, b" loses its category. */
export function parseSkills(lines: string[]): string[] {
  const items: string[] = [];
  for (const raw of joinWrapped(lines)) {
    const line = stripBullet(raw).replace(/^[^:：]{2,40}[:：]\s*/, '');
    for (const part of line.split(/\s*[,;|•·▪●/]\s*|\s+[–—-]\s+/)) {
      const item = part.replace(/\s*\((?:[^)]*)\)\s*$/, '').replace(/[.\s]+$/, '').trim();
      if (isSkill(item)) items.push(item);
    }
  }
  return uniqueBy(items, (item) => fold(item)).slice(0, 100);
}

function isSkill(item: string): boolean {
  if (item.length < 1 || item.length > 40) return false;
  if (item.split(/\s+/).length > 5) return false;
  return /[\p{L}]/u.test(item) && !/^(?:and|et|etc)$/i.test(item);
}

/** Rejoins a skill list wrapped by a narrow column: "Google Analytics, Data" + "visualisation". */
function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous !== undefined && /^\p{Ll}/u.test(line) && !/[,;|•·]$/.test(previous)) out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}
