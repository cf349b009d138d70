import { Cefr, LanguageSkill } from '../../../database/entities/person.entity';
import { fold, stripBullet, uniqueBy } from './text';

/** Language names (folded, French and English) to one key per language, for comparisons: the names resumes use most. */
const SPELLED_KEYS: Record<string, string> = {
  english: 'english', anglais: 'english', french: 'french', francais: 'french', spanish: 'spanish', espagnol: 'spanish', castillan: 'spanish',
  german: 'german', allemand: 'german', italian: 'italian', italien: 'italian', portuguese: 'portuguese', portugais: 'portuguese',
  dutch: 'dutch', neerlandais: 'dutch', flemish: 'dutch', flamand: 'dutch', arabic: 'arabic', arabe: 'arabic', chinese: 'chinese', chinois: 'chinese',
  mandarin: 'chinese', cantonese: 'cantonese', cantonais: 'cantonese', japanese: 'japanese', japonais: 'japanese', russian: 'russian', russe: 'russian',
  polish: 'polish', polonais: 'polish', korean: 'korean', coreen: 'korean', turkish: 'turkish', turc: 'turkish', hindi: 'hindi', urdu: 'urdu', ourdou: 'urdu',
  swedish: 'swedish', suedois: 'swedish', norwegian: 'norwegian', norvegien: 'norwegian', danish: 'danish', danois: 'danish', finnish: 'finnish', finnois: 'finnish',
  romanian: 'romanian', roumain: 'romanian', greek: 'greek', grec: 'greek', hebrew: 'hebrew', hebreu: 'hebrew', vietnamese: 'vietnamese', vietnamien: 'vietnamese',
  czech: 'czech', tcheque: 'czech', hungarian: 'hungarian', hongrois: 'hungarian', ukrainian: 'ukrainian', ukrainien: 'ukrainian', welsh: 'welsh', gallois: 'welsh',
  irish: 'irish', irlandais: 'irish', catalan: 'catalan', basque: 'basque', breton: 'breton', persian: 'persian', persan: 'persian', farsi: 'persian',
  bengali: 'bengali', tamil: 'tamil', tamoul: 'tamil', swahili: 'swahili', wolof: 'wolof', berber: 'berber', berbere: 'berber', tamazight: 'berber',
  lingala: 'lingala', malagasy: 'malagasy', malgache: 'malagasy', thai: 'thai', indonesian: 'indonesian', indonesien: 'indonesian', croatian: 'croatian', croate: 'croatian',
  serbian: 'serbian', serbe: 'serbian', bulgarian: 'bulgarian', bulgare: 'bulgarian', slovak: 'slovak', slovaque: 'slovak', latin: 'latin', creole: 'creole',
  'sign language': 'sign language', 'langue des signes': 'sign language', bsl: 'sign language', lsf: 'sign language', asl: 'sign language',
  tagalog: 'tagalog', filipino: 'tagalog', philippin: 'tagalog', gujarati: 'gujarati', punjabi: 'punjabi', pendjabi: 'punjabi', marathi: 'marathi',
  telugu: 'telugu', telougou: 'telugu', kannada: 'kannada', malayalam: 'malayalam', nepali: 'nepali', nepalais: 'nepali', sinhala: 'sinhala',
  cinghalais: 'sinhala', burmese: 'burmese', birman: 'burmese', khmer: 'khmer', lao: 'lao', malay: 'malay', malais: 'malay', mongolian: 'mongolian',
  mongol: 'mongolian', amharic: 'amharic', amharique: 'amharic', somali: 'somali', yoruba: 'yoruba', igbo: 'igbo', hausa: 'hausa', haoussa: 'hausa',
  zulu: 'zulu', zoulou: 'zulu', xhosa: 'xhosa', afrikaans: 'afrikaans', estonian: 'estonian', estonien: 'estonian', latvian: 'latvian',
  letton: 'latvian', lithuanian: 'lithuanian', lituanien: 'lithuanian', slovenian: 'slovenian', slovene: 'slovenian', albanian: 'albanian',
  albanais: 'albanian', macedonian: 'macedonian', macedonien: 'macedonian', bosnian: 'bosnian', bosniaque: 'bosnian', icelandic: 'icelandic',
  islandais: 'icelandic', georgian: 'georgian', georgien: 'georgian', armenian: 'armenian', armenien: 'armenian', azerbaijani: 'azerbaijani',
  azeri: 'azerbaijani', kazakh: 'kazakh', uzbek: 'uzbek', ouzbek: 'uzbek', pashto: 'pashto', pachto: 'pashto', dari: 'dari', kurdish: 'kurdish',
  kurde: 'kurdish', luxembourgish: 'luxembourgish', luxembourgeois: 'luxembourgish', maltese: 'maltese', maltais: 'maltese', galician: 'galician',
  galicien: 'galician', gaelic: 'gaelic', gaelique: 'gaelic', yiddish: 'yiddish', esperanto: 'esperanto', corsican: 'corsican', corse: 'corsican',
  occitan: 'occitan', alsatian: 'alsatian', alsacien: 'alsatian', haitian: 'creole', 'haitian creole': 'creole', 'creole haitien': 'creole',
  'mandarin chinese': 'chinese', 'chinois mandarin': 'chinese', 'brazilian portuguese': 'portuguese', 'portugais bresilien': 'portuguese',
  'american sign language': 'sign language', 'british sign language': 'sign language', 'modern standard arabic': 'arabic', 'arabe litteraire': 'arabic',
  tshiluba: 'luba-lulua', ciluba: 'luba-lulua', baoule: 'baoule', baule: 'baoule', moore: 'mossi', bambara: 'bambara', dioula: 'dyula', jula: 'dyula',
  twi: 'akan', 'creole antillais': 'creole', 'creole martiniquais': 'creole', 'creole guadeloupeen': 'creole', 'creole reunionnais': 'creole', 'creole mauricien': 'creole', kreyol: 'creole',
};

/** Names of the runtime's language list (ICU) that are rare as languages on a resume and common otherwise, or constructed ones. */
const NOT_RESUME_LANGUAGES = new Set(['ido', 'cree', 'komi', 'pali', 'ganda', 'nauru', 'nauruan', 'sango', 'swati', 'venda', 'avar', 'avaric', 'interlingue', 'interlingua', 'volapuk', 'church slavic', 'avestan', 'avestique', 'sichuan yi', 'yi du sichuan', 'hiri motu']);

/**
 * Languages of a three-letter code only that resumes print: regional and national languages of Africa
 * (Kabyle, Dioula, Mooré, Tachelhit, Bassa, Morisyen...), Asia (Cantonese, Hakka, Cebuano, Bhojpuri, Sorani...),
 * and Europe (Swiss German, Sicilian, Asturian...).
 */
const THREE_LETTER_CODES = ['kab', 'lua', 'dyu', 'mos', 'sus', 'tzm', 'zgh', 'shi', 'rif', 'snk', 'men', 'tem', 'kri', 'bem', 'kam', 'mas', 'nso', 'tum', 'loz', 'kmb', 'umb', 'dua', 'bas', 'ewo', 'bum', 'mfe', 'guz', 'luy', 'kln', 'ach', 'ary', 'arz', 'yue', 'nan', 'hak', 'hil', 'ceb', 'ilo', 'war', 'mad', 'min', 'ban', 'bug', 'ace', 'fil', 'hmn', 'ckb', 'kmr', 'bal', 'bho', 'mai', 'kok', 'tcy', 'sat', 'mni', 'pnb', 'pap', 'srn', 'haw', 'gsw', 'nds', 'vec', 'nap', 'scn', 'ast', 'lad', 'crh'];

/**
 * Every language with a two-letter code, and those above, by their English and French names from the runtime
 * (ICU): "Twi", "Māori", "Kinyarwanda", "tigrigna", "kabyle"; the English name is the key, unless the spelled list has one.
 */
const LANGUAGE_KEYS: Record<string, string> = (() => {
  const keys: Record<string, string> = { ...SPELLED_KEYS };
  const [english, french] = ['en', 'fr'].map((language) => new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }));
  const letters = [...'abcdefghijklmnopqrstuvwxyz'];
  for (const code of [...letters.flatMap((first) => letters.map((second) => `${first}${second}`)), ...THREE_LETTER_CODES]) {
    const [en, fr] = [english.of(code), french.of(code)].map((name) => (name ? fold(name).replace(/\s+/g, ' ') : ''));
    if (!en || NOT_RESUME_LANGUAGES.has(en) || en.length < 3) continue;
    const key = keys[en] ?? keys[fr] ?? en;
    for (const name of [en, fr]) if (name.length >= 3 && !NOT_RESUME_LANGUAGES.has(name) && !(name in keys)) keys[name] = key;
  }
  return keys;
})();

const NAMES = Object.keys(LANGUAGE_KEYS).sort((a, b) => b.length - a.length);
const NAME_PATTERN = new RegExp(`(?:^|[^\\p{L}])(${NAMES.map((name) => name.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}])`, 'u');

/** One key per language whatever the spelling ("Anglais", "english" -> "english"); the folded name when unknown. */
export function languageKey(name: string): string {
  const key = fold(name).replace(/\s+/g, ' ');
  return LANGUAGE_KEYS[key] ?? key;
}

/** Whether a text is a human language's name alone ("English", "Anglais"): a language, never a skill. */
export function isLanguageName(text: string): boolean {
  return Object.prototype.hasOwnProperty.call(LANGUAGE_KEYS, fold(text).replace(/\s+/g, ' '));
}

/** Printed levels (folded) to CEFR; the first pattern that matches wins, so precise ones come first. */
const CEFR_LEVELS: Array<[RegExp, Cefr]> = [
  [/\b(?:native|natif|native speaker|langue maternelle|maternelle|mother tongue|first language|langue natale)\b/, 'native'],
  [/\b(?:bilingual|bilingue|full(?:y)? bilingual)\b/, 'C2'],
  [/\b(?:full professional|fluent|fluently|courant|couramment|excellent|proficient|advanced|avance|maitrise|high level|tres bon(?:ne)?(?: niveau)?)\b/, 'C1'],
  [/\blimited working\b/, 'B1'],
  [/\b(?:professional working|professional|professionnel(?:le)?|upper[- ]intermediate|working proficiency|operationnel(?:le)?|good|bon(?:ne)? niveau|bon)\b/, 'B2'],
  [/\b(?:intermediate|intermediaire|conversational|conversationnel|limited working|moyen|independent|independant)\b/, 'B1'],
  [/\b(?:elementary|elementaire|basic|basique|notions?|scolaire|pre[- ]intermediate|limited)\b/, 'A2'],
  [/\b(?:beginner|debutant(?:e)?|starter|initiation|a1)\b/, 'A1'],
];

/** The CEFR level a printed level maps to ("Fluent" -> C1, "Niveau B2" -> B2, "Langue maternelle" -> native), else null. */
export function cefrOf(level: string | null): Cefr | null {
  if (!level) return null;
  const key = fold(level);
  const explicit = /\b([abc])\s?([12])\b/.exec(key);
  if (explicit) return `${explicit[1].toUpperCase()}${explicit[2]}` as Cefr;
  if (/\blu,?\s+ecrit,?\s+parle\b|\bread,?\s+written,?\s+spoken\b/.test(key)) return null;
  for (const [pattern, cefr] of CEFR_LEVELS) if (pattern.test(key)) return cefr;
  return null;
}

const LEVEL_WORDS = /^(?:niveau|level|fluency|maitrise)\s*[:：]?\s*/i;

/** The printed level of a language segment once its name is removed ("· Fluent", "(courant)", ": B2"). */
function cleanLevel(rest: string): string | null {
  const level = rest
    .replace(/^[\s:：,;·•|()\-–—/]+|[\s:：,;·•|()\-–—/.]+$/g, '')
    .replace(LEVEL_WORDS, '')
    .trim();
  return level.length > 0 && level.length <= 60 ? level : null;
}

/** A line that is a level alone, naming no language ("Native speaker", "Fluency: Fluent"). */
function isLevelOnly(text: string): boolean {
  return namesIn(text).length === 0 && text.length <= 60 && cefrOf(text.replace(LEVEL_WORDS, '')) !== null;
}

/** A line of a languages section that names no language and is no level: another list's item read there. */
export function isNotAboutLanguages(text: string): boolean {
  const line = stripBullet(text);
  return namesIn(line).length === 0 && !isLevelOnly(line) && levelsRow(line, 1) === null;
}

/** The language names found in a line with their positions. */
function namesIn(line: string): Array<{ name: string; index: number; length: number }> {
  const out: Array<{ name: string; index: number; length: number }> = [];
  const folded = fold(line);
  // Folding keeps the length for Latin text (accents removed after NFKD), so positions map back.
  const aligned = folded.length === line.length;
  let offset = 0;
  for (;;) {
    const match = NAME_PATTERN.exec(folded.slice(offset));
    if (!match) break;
    const start = offset + match.index + match[0].indexOf(match[1]);
    out.push({ name: aligned ? line.slice(start, start + match[1].length) : match[1], index: start, length: match[1].length });
    offset = start + match[1].length;
  }
  return out;
}

/** Printed levels, to cut a row of levels under a row of languages ("Native speaker C1", "Langue maternelle Professionnel"). */
const LEVEL_PHRASE =
  /(?:niveau\s+)?(?:native speaker|native|mother tongue|langue maternelle|maternelle|bilingual|bilingue|fluent|courant|full professional proficiency|professional working proficiency|limited working proficiency|elementary proficiency|professionnel(?:le)?|professional|upper intermediate|intermediate|interm[ée]diaire|conversational|elementary|basic|beginner|d[ée]butant(?:e)?|notions|scolaire|advanced|avanc[ée]|lu,\s*[ée]crit,\s*parl[ée]|[ABC][12](?:\s*\([^)]*\))?)/giu;

/** "English French" over "Fluent Native speaker": the levels of a table row, one per language, or null. */
function levelsRow(line: string, count: number): string[] | null {
  const levels = line.match(LEVEL_PHRASE)?.map((level) => level.trim()) ?? [];
  const leftover = line.replace(LEVEL_PHRASE, '').replace(/[\s,;·|/-]+/g, '');
  return levels.length === count && leftover === '' ? levels : null;
}

const capitalise = (name: string): string => (name === name.toLowerCase() || name === name.toUpperCase() ? name.charAt(0).toUpperCase() + name.slice(1).toLowerCase() : name);

/** A line as the languages reader needs it: its text and, with layout, where it stands. */
export interface LanguageLine {
  text: string;
  x?: number;
  top?: number;
  height?: number;
  layout?: boolean;
}

/**
 * Languages of the languages section: { name as printed, level as printed, CEFR }. A line may hold
 * several ("English (fluent), French (native)"); a name's level may stand on the next line
 * ("English" / "Fluent", "Fluency: Fluent") or, in a table, under it (found by position).
 */
export function parseLanguages(input: Array<string | LanguageLine>): LanguageSkill[] {
  const lines: LanguageLine[] = [];
  for (const line of input.map((item) => (typeof item === 'string' ? { text: item } : item))) {
    // "Italian (Professional" / "working proficiency)": a level wrapped by a narrow column.
    const previous = lines[lines.length - 1];
    if (previous && /\([^)]*$/.test(previous.text) && /^[^(]*\)/.test(line.text)) lines[lines.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    else lines.push(line);
  }
  const used = new Set<number>();
  /** The level printed under a name: with layout, the nearest level line below it and aligned with it (or beside it); without, the next line. */
  const levelBelow = (index: number): number | null => {
    const line = lines[index];
    if (line.layout && line.x !== undefined && line.top !== undefined && line.height) {
      const { x, top, height } = line;
      let best: number | null = null;
      lines.forEach((other, candidate) => {
        if (used.has(candidate) || other.top === undefined || other.x === undefined || !isLevelOnly(stripBullet(other.text))) return;
        const below = other.top - top;
        // (or beside it, in the next cell of its row: "Arabic    Basic")
        const beside = Math.abs(below) <= height * 0.5 && other.x > x;
        if (!beside && (below <= 0 || below > height * 3.5 || Math.abs(other.x - x) > height * 1.5)) return;
        if (best === null || (other.top ?? 0) < (lines[best].top ?? 0)) best = candidate;
      });
      return best;
    }
    return index + 1 < lines.length && isLevelOnly(stripBullet(lines[index + 1].text)) ? index + 1 : null;
  };
  const out: LanguageSkill[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (used.has(index)) continue;
    const line = stripBullet(lines[index].text);
    const found = namesIn(line);
    if (found.length === 0) continue;
    const onlyNames = fold(line).replace(new RegExp(NAME_PATTERN.source, 'gu'), ' ').replace(/[\s,;·|/-]+/g, '') === '';
    const row = found.length > 1 && onlyNames && index + 1 < lines.length ? levelsRow(stripBullet(lines[index + 1].text), found.length) : null;
    if (row && namesIn(lines[index + 1].text).length === 0) {
      found.forEach((name, position) => out.push({ name: capitalise(name.name.trim()), level: row[position], cefr: cefrOf(row[position]) }));
      used.add(index + 1);
      continue;
    }
    for (const [position, name] of found.entries()) {
      const end = position + 1 < found.length ? found[position + 1].index : line.length;
      let level = cleanLevel(line.slice(name.index + name.length, end));
      if (level && namesIn(level).length > 0) level = null;
      if (!level && found.length === 1) {
        const below = levelBelow(index);
        if (below !== null) {
          level = cleanLevel(stripBullet(lines[below].text));
          used.add(below);
        }
      }
      out.push({ name: capitalise(name.name.trim()), level, cefr: cefrOf(level) });
    }
  }
  return uniqueBy(out, (language) => languageKey(language.name));
}

/**
 * Languages named alone, with no level in words, in a resume's header (a sidebar whose "Languages"
 * heading was not read, levels drawn as bars or dots): lines made of language names only, two
 * names at least in all ("English" / "Spanish", "English, French"), so a lone nationality is none.
 */
export function languagesNamedAlone(lines: string[]): LanguageSkill[] {
  const alone = lines.filter((line) => {
    const text = stripBullet(line).replace(/[●○◉◯★☆■□▪▫◼◻⬤⚫⚪]+/gu, ' ').trim();
    return text.length <= 60 && namesIn(text).length > 0 && fold(text).replace(new RegExp(NAME_PATTERN.source, 'gu'), ' ').replace(/[\s,;·|/()-]+/g, '') === '';
  });
  const found = parseLanguages(alone);
  return found.length >= 2 ? found : [];
}

/**
 * Languages listed without a "Languages" heading (a heading OCR dropped, a theme without one, a
 * label column read a row apart): the lines that name a language beside a level that maps
 * ("English (Fluent)", "Anglais : courant"), or above it ("Spanish" / "Native speaker").
 */
export function languagesWithoutHeading(lines: string[]): LanguageSkill[] {
  const named = (line: string | undefined): boolean => line !== undefined && line.length <= 80 && namesIn(line).length > 0;
  // ...or a name alone with its level on the next line ("Spanish" / "Native speaker").
  const levelAfterName = (line: string, index: number): boolean => named(lines[index - 1]) && isLevelOnly(line);
  return parseLanguages(lines.filter((line, index) => named(line) || levelAfterName(line, index))).filter((language) => language.cefr !== null);
}
