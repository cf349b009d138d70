import { foldName } from '../../../common/text/normalize';

/** Google's employmentType values (job posting structured data), in Google's order. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/**
 * Contract words, French and English, matched as whole words on the folded text (no accents,
 * lower case). A permanent contract is full-time unless it says part-time.
 */
const WORDS: Record<'permanent' | EmploymentType, RegExp | null> = {
  permanent: /\b(cdi|permanent|indeterminee|open[ -]ended)\b/,
  FULL_TIME: /\b(full[ -]?time|temps (plein|complet))\b/,
  PART_TIME: /\b(part[ -]?time|temps partiel|mi[ -]temps)\b/,
  CONTRACTOR: /\b(freelance|free[ -]lance|freelancer|contractor|independant|auto[ -]?entrepreneur|portage salarial)\b/,
  TEMPORARY: /\b(cdd|fixed[ -]term|temporary|temporaire|interim|determinee|seasonal|saisonnier|extra)\b/,
  // Alternance (work-study: apprenticeship or professionalisation contract) is found under Google's internships.
  INTERN: /\b(stage|stagiaire|internship|intern|alternance|alternant|apprentissage|apprenti|apprenticeship|work[ -]study|contrat de professionnalisation)\b/,
  VOLUNTEER: /\b(volunteer|benevole|benevolat|volontariat|service civique)\b/,
  PER_DIEM: /\b(per diem)\b/,
  OTHER: null,
};

/**
 * The employmentType of a job from its contract text (the feed's jobtype): "CDI" or "Permanent
 * contract" -> FULL_TIME, "CDD" or "Fixed-term" -> TEMPORARY, "Freelance" -> CONTRACTOR,
 * "Stage", "Internship" or "Alternance" -> INTERN, "Temps partiel" -> PART_TIME, several when the
 * text says several ("CDD temps partiel"). Empty when nothing maps: the property is then left out.
 */
export function employmentTypes(jobtype: string): EmploymentType[] {
  const text = foldName(jobtype);
  if (!text) return [];
  const has = (type: keyof typeof WORDS): boolean => WORDS[type]?.test(text) ?? false;
  const found = new Set<EmploymentType>(EMPLOYMENT_TYPES.filter((type) => has(type)));
  if (has('permanent') && !found.has('PART_TIME')) found.add('FULL_TIME');
  return EMPLOYMENT_TYPES.filter((type) => found.has(type));
}
