import { Provenance } from '../../database/entities/person.entity';

/** The person fields whose author is recorded (person.provenance) and that fill-empty-never-overwrite protects. */
export const IDENTITY_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'linkedinUrl', 'jobTitle'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
export type IdentityValues = Partial<Record<IdentityField, string | null>>;

/** What a fill reads of the person. */
export type FillTarget = Record<IdentityField, string | null> & { provenance: Record<string, Provenance> };

/** Who offers the values. */
export interface FillAuthor {
  /** The provenance a written field records. */
  sourceOf(field: IdentityField): Provenance | undefined;
  /** Whether a value this author set earlier may be replaced (only the resume parser's: a newer resume knows better). */
  replacesOwnValues: boolean;
}

/** A brick, a partner or the parser offering values: every field records `source`. */
export function authoredBy(source: Provenance): FillAuthor {
  return { sourceOf: () => source, replacesOwnValues: source === 'resume' };
}

/** A merged person's values: each field keeps the author it had. */
export function carriedFrom(provenance: Record<string, Provenance>): FillAuthor {
  return { sourceOf: (field) => provenance[field], replacesOwnValues: false };
}

export interface FieldFill {
  /** The fields to write, with their new values. */
  values: IdentityValues;
  /** The person's provenance after the fill (each written field records who wrote it). */
  provenance: Record<string, Provenance>;
  filled: IdentityField[];
}

/**
 * May `author` write a field that holds `current`, set by `owner`? The rule of every brick
 * (DESIGN 3): an empty field takes the value; a value someone entered is never overwritten; only
 * the resume parser may replace a value it found itself.
 */
export function mayWrite(current: string | null, owner: Provenance | undefined, source: Provenance | undefined, author: Pick<FillAuthor, 'replacesOwnValues'>): boolean {
  if (!current) return true;
  return author.replacesOwnValues && owner !== undefined && owner === source;
}

/**
 * Fill-empty-never-overwrite, pure: which offered values go on the person and the provenance they
 * record. The same value again (e-mail compared case-insensitively) changes nothing.
 */
export function fillEmptyFields(person: FillTarget, offered: IdentityValues, author: FillAuthor): FieldFill {
  const values: IdentityValues = {};
  const provenance = { ...person.provenance };
  const filled: IdentityField[] = [];
  for (const field of IDENTITY_FIELDS) {
    const value = offered[field];
    if (!value) continue;
    const current = person[field];
    const source = author.sourceOf(field);
    if (!mayWrite(current, provenance[field], source, author) || isSameValue(field, current, value)) continue;
    values[field] = value;
    if (source) provenance[field] = source;
    filled.push(field);
  }
  return { values, provenance, filled };
}

function isSameValue(field: IdentityField, current: string | null, value: string): boolean {
  if (current === null) return false;
  return field === 'email' ? current.toLowerCase() === value.toLowerCase() : current === value;
}
