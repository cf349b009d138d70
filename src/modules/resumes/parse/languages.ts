import { fold, stripBullet, uniqueBy } from './text';

/** Language names FR/EN (folded) to the spelling kept on the profile. */
const LANGUAGES: Record<string, string> = {
  french: 'French', francais: 'French', english: 'English', anglais: 'English', spanish: 'Spanish', espagnol: 'Spanish',
  german: 'German', allemand: 'German', italian: 'Italian', italien: 'Italian', portuguese: 'Portuguese', portugais: 'Portuguese',
  dutch: 'Dutch', neerlandais: 'Dutch', arabic: 'Arabic', arabe: 'Arabic', chinese: 'Chinese', chinois: 'Chinese', mandarin: 'Chinese',
  japanese: 'Japanese', japonais: 'Japanese', russian: 'Russian', russe: 'Russian', polish: 'Polish', polonais: 'Polish',
  korean: 'Korean', coreen: 'Korean', turkish: 'Turkish', turc: 'Turkish', hindi: 'Hindi', swedish: 'Swedish', suedois: 'Swedish',
  romanian: 'Romanian', roumain: 'Romanian', greek: 'Greek', grec: 'Greek', hebrew: 'Hebrew', hebreu: 'Hebrew', vietnamese: 'Vietnamese', vietnamien: 'Vietnamese',
};

const LEVEL = /\b(?:native|natif|native speaker|langue maternelle|maternelle|mother tongue|bilingue|bilingual|fluent|courant|professional|professionnel|intermediate|intermediaire|basic|basique|notions|scolaire|beginner|debutant|advanced|avance|full professional proficiency|limited working proficiency|[abc][12])\b/;

/** Languages of the languages section as "English (fluent)" / "French (native)" strings, English names. */
export function parseLanguages(lines: string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    for (const part of stripBullet(raw).split(/\s*[,;|•·]\s*/)) {
      const key = fold(part);
      const name = Object.keys(LANGUAGES).find((word) => new RegExp(`\\b${word}\\b`).test(key));
      if (!name) continue;
      const level = LEVEL.exec(key)?.[0];
      out.push(level ? `${LANGUAGES[name]} (${level})` : LANGUAGES[name]);
    }
  }
  return uniqueBy(out, (item) => item.split(' (')[0]);
}

/** The language name alone ("English (fluent)" -> "English"), for comparisons. */
export function languageName(entry: string): string {
  return entry.split(' (')[0];
}
