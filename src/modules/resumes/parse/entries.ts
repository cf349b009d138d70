import { DateRange, findDateRange, withoutRange, cleanEdges } from './dates';
import { fold, isBullet, stripBullet } from './text';

/** One dated block of a section: its heading fragments (title, company, school...) and its body. */
export interface RawEntry {
  fragments: string[];
  range: DateRange;
  body: string[];
}

const LOCATIONS =
  /^(?:paris|lyon|marseille|toulouse|bordeaux|lille|nantes|strasbourg|rennes|nice|montpellier|grenoble|rouen|reims|dijon|tours|angers|brest|caen|metz|nancy|clermont-ferrand|la defense|sophia antipolis|boulogne-billancourt|issy-les-moulineaux|levallois-perret|neuilly-sur-seine|saint-denis|le havre|saint-etienne|toulon|limoges|perpignan|besancon|orleans|mulhouse|annecy|pau|bayonne|poitiers|la rochelle|avignon|nimes|aix-en-provence|versailles|nanterre|courbevoie|puteaux|massy|cergy|villeurbanne|london|londres|bristol|leeds|glasgow|liverpool|birmingham|sheffield|newcastle|cardiff|belfast|oxford|cambridge|brighton|nottingham|reading|cork|galway|los angeles|washington|atlanta|denver|miami|philadelphia|vancouver|ottawa|sydney|melbourne|berlin|hamburg|frankfurt|cologne|vienna|vienne|prague|warsaw|varsovie|stockholm|copenhagen|oslo|helsinki|porto|seville|valencia|turin|naples|bucharest|athens|casablanca|tunis|alger|algiers|dakar|abidjan|munich|new york|san francisco|boston|chicago|seattle|austin|toronto|montreal|quebec|brussels|bruxelles|geneva|geneve|zurich|lausanne|amsterdam|dublin|madrid|barcelona|barcelone|lisbon|lisbonne|milan|rome|luxembourg|singapore|singapour|manchester|edinburgh|remote|teletravail|full remote|hybrid|hybride|france|uk|usa|united kingdom|united states|germany|allemagne|spain|espagne|belgium|belgique|switzerland|suisse|canada|ireland|irlande|netherlands|pays-bas|italy|italie)$/;

export function isLocation(fragment: string): boolean {
  const key = fold(fragment).replace(/[()]/g, '').trim();
  if (LOCATIONS.test(key)) return true;
  const parts = key.split(/\s*,\s*/);
  return parts.length === 2 && (LOCATIONS.test(parts[0]) || LOCATIONS.test(parts[1])) && parts.every((part) => part.split(' ').length <= 3);
}

/** Contract types written beside a title: "Développeur (CDI)", "Analyst – Internship", "Full-time, Acme". */
const CONTRACT = /^(?:cdi|cdd|stage|stagiaire|alternance|apprentissage|freelance|interim|intérim|vie|contract|contractor|full[- ]time|part[- ]time|internship|temporary|permanent|temps plein|temps partiel)$/i;

/**
 * Splits a heading line into its parts: "Title — Company, Paris" -> [Title, Company]. Locations
 * and contract types are dropped: they are neither the title nor the company.
 */
export function splitFragments(line: string): string[] {
  const strong = line.split(/\s+[|•·@]\s+|\s+[–—-]\s+|\s*[|•·]\s*|\s+(?:at|chez)\s+/i);
  const parts = strong.length > 1 ? strong.flatMap(splitContractPrefix) : line.split(/,\s+/);
  return parts
    .map((part) => cleanEdges(part.replace(/\(([^)]*)\)/g, (whole: string, inner: string) => (isLocation(inner) || CONTRACT.test(inner.trim()) ? '' : whole))))
    .filter((part) => part.length > 1 && !isLocation(part) && !CONTRACT.test(part));
}

function splitContractPrefix(part: string): string[] {
  const match = /^([^,]+),\s+(.+)$/.exec(part.trim());
  return match && CONTRACT.test(match[1].trim()) ? [match[2]] : [part];
}

interface Line {
  text: string;
  bullet: boolean;
  range: DateRange | null;
}

function isSentence(text: string): boolean {
  return text.length > 90 || /[.;!]$/.test(text) || text.split(' ').length > 12;
}

/** Splits a section (experiences or education) into dated entries. */
export function splitEntries(lines: string[]): RawEntry[] {
  const rows: Line[] = lines.map((text) => {
    const bullet = isBullet(text);
    const range = bullet || text.length > 120 ? null : findDateRange(text);
    return { text, bullet, range };
  });
  const anchors = rows.map((row, index) => (row.range?.start ? index : -1)).filter((index) => index >= 0);
  const entries: RawEntry[] = [];
  const claimed = new Set<number>();
  for (const [order, anchor] of anchors.entries()) {
    const previous = order > 0 ? anchors[order - 1] : -1;
    const next = order + 1 < anchors.length ? anchors[order + 1] : rows.length;
    const rest = withoutRange(rows[anchor].text, rows[anchor].range as DateRange);
    const own = rest ? splitFragments(rest) : [];
    const before: string[] = [];
    // Heading lines above the dates, nearest first, only as many as the entry still needs.
    for (let i = anchor - 1; i > previous && own.length + before.length < 2 && anchor - i <= 2; i -= 1) {
      if (claimed.has(i) || rows[i].bullet || isSentence(rows[i].text)) break;
      const parts = splitFragments(rows[i].text);
      before.unshift(...parts);
      claimed.add(i);
    }
    const fragments = [...before, ...own];
    let bodyStart = anchor + 1;
    while (fragments.length < 2 && bodyStart < next && !rows[bodyStart].bullet && !isSentence(rows[bodyStart].text) && bodyStart - anchor <= 2) {
      if (nextEntryOwns(rows, bodyStart, next)) break;
      fragments.push(...splitFragments(rows[bodyStart].text));
      claimed.add(bodyStart);
      bodyStart += 1;
    }
    const body: string[] = [];
    for (let i = bodyStart; i < next; i += 1) {
      if (claimed.has(i)) continue;
      if (i >= next - 2 && next < rows.length && !rows[i].bullet && !isSentence(rows[i].text) && trailingHeading(rows, i, next)) break;
      body.push(stripBullet(rows[i].text));
      claimed.add(i);
    }
    entries.push({ fragments, range: rows[anchor].range as DateRange, body });
  }
  return entries;
}

/** Whether line i (short, plain) sits right above the next anchor, i.e. is the next entry's heading. */
function trailingHeading(rows: Line[], i: number, next: number): boolean {
  for (let j = i; j < next; j += 1) if (rows[j].bullet || isSentence(rows[j].text)) return false;
  return true;
}

function nextEntryOwns(rows: Line[], i: number, next: number): boolean {
  return next < rows.length && next - i <= 2 && trailingHeading(rows, i, next);
}

