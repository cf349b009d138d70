import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { lockUntilCommit } from '../../common/database/advisory-lock';
import { AppError } from '../../common/errors/app-error';
import { normalizeLinkedinUrl } from '../../common/text/linkedin';
import { emailKey } from '../../common/text/normalize';
import { normalizePhone } from '../../common/text/phone';
import { Education, Experience, Profile, Provenance } from '../../database/entities/person.entity';
import { authoredBy, carriedFrom, FillAuthor, fillEmptyFields, IdentityField, IdentityValues } from './identity-fields';
import { IdentityKey, PersonChanges, PersonIdentity, PersonRepository, PersonWithProfile } from './person.repository';
import { PossibleDuplicateRepository } from './possible-duplicate.repository';
import { AddedItems, countAdded, mergeProfileLists } from './profile-merge';

/**
 * How a brick finds the person behind a submission. Keys are tried in order; the first that finds
 * someone decides. When several persons carry the key: the oldest candidate, else the oldest
 * record; or, for the CRM's generic mailboxes, a new person.
 */
export interface MatchRule {
  keys: readonly IdentityKey[];
  several: 'oldest-candidate' | 'new-person';
}

export const MatchRules = {
  /** Career site (SPEC 4.2): the person found by e-mail in the client's base. */
  application: { keys: ['email'], several: 'oldest-candidate' },
  /** CRM (SPEC 4.4 rules 2-3): found by e-mail; an e-mail several records carry gives a distinct new contact. */
  contactRequest: { keys: ['email'], several: 'new-person' },
  /** Partner (SPEC 2.5): the LinkedIn profile first, then the e-mail. */
  partnerCandidate: { keys: ['linkedin', 'email'], several: 'oldest-candidate' },
} as const satisfies Record<string, MatchRule>;

export type PersonRole = 'candidate' | 'contact';

/** An identity as a brick (or a resume) offers it: values as typed; the service derives keys and normal forms. */
export type OfferedIdentity = IdentityValues;

/** An identity in the forms stored on a person: e-mail and its key, E.164 phone, canonical LinkedIn URL and key. */
export interface NormalIdentity extends Required<IdentityValues> {
  emailKey: string | null;
  linkedinKey: string | null;
}

declare const LOCK_HELD: unique symbol;

/** Proof that this transaction holds the identity lock of these keys: only IdentityService.lock makes one. */
export interface LockedIdentity {
  readonly clientId: string;
  readonly identity: NormalIdentity;
  readonly [LOCK_HELD]: true;
}

export interface FoundPerson {
  personId: string;
  created: boolean;
  /** Fields of an existing person filled by this submission. */
  filled: IdentityField[];
  /** Values not copied because another person of the client holds them (e-mail, LinkedIn). */
  skipped: IdentityField[];
}

/** The profile lists a parsed resume offers (its identity values go through lock()). */
export interface ResumeLists {
  experiences: Experience[];
  education: Education[];
  skills: Profile['skills'];
  languages: Profile['languages'];
}

export interface ProfileCompletion {
  added: { fields: IdentityField[] } & AddedItems;
  skipped: IdentityField[];
  changed: boolean;
}

/** Persons linked as possible duplicates of one person for one offered key (the oldest holders). */
const MAX_DUPLICATE_LINKS = 5;

/** The fields whose value is an identity key: a value another person already holds is never copied. */
const KEY_OF_FIELD: Partial<Record<IdentityField, IdentityKey>> = { email: 'email', linkedinUrl: 'linkedin' };

/**
 * The one identity service of every brick (careers, CRM, partner, the resume pipeline, the admin
 * merge). It owns:
 * - the identity lock: a transaction-scoped advisory lock per LinkedIn key, then per e-mail key
 *   (always in that order, each kind sorted), taken before any row is read or locked (callers take
 *   it first in their transaction), so lockers never deadlock; whoever may create a person or write
 *   one of its keys holds it, so one e-mail or LinkedIn profile gives one person under concurrency;
 * - the match rule (a parameter per brick, MatchRules) and find-or-create;
 * - the e-mail key (lower-cased), the LinkedIn key (normalised handle) and the phone rule (E.164,
 *   dropped when unreadable) of every value written on a person;
 * - fill-empty-never-overwrite with provenance (identity-fields.ts), and the list merge of
 *   profiles (profile-merge.ts);
 * - the rule that a key (e-mail, LinkedIn) another person of the client holds is not copied onto a
 *   person found later: it is reported as skipped and a possible-duplicate link between the two
 *   persons records it (PossibleDuplicateRepository), for a recruiter to merge or dismiss.
 */
@Injectable()
export class IdentityService {
  constructor(
    private readonly persons: PersonRepository,
    private readonly duplicates: PossibleDuplicateRepository,
  ) {}

  /** Normalises the offered identity and takes its identity lock until commit. */
  async lock(manager: EntityManager, clientId: string, offered: OfferedIdentity): Promise<LockedIdentity> {
    const identity = normalIdentity(offered);
    await this.lockKeys(manager, clientId, [identity]);
    return { clientId, identity } as LockedIdentity;
  }

  /**
   * The person behind a submission, by the brick's match rule, completed where empty (values
   * recorded with `source`) and given the brick's role; or a new person with that role.
   */
  async findOrCreate(manager: EntityManager, locked: LockedIdentity, options: { match: MatchRule; role: PersonRole; source: Provenance }): Promise<FoundPerson> {
    const { clientId, identity } = locked;
    const person = await this.match(manager, clientId, identity, options.match);
    if (!person) {
      // A key the rule does not match by (a form's LinkedIn profile) that another person carries
      // stays off the new person, as it would on a found one: a possible-duplicate link instead.
      const withheld: Array<{ field: IdentityField; key: IdentityKey; value: string; holders: string[] }> = [];
      const values = { ...identity };
      for (const [field, key] of Object.entries(KEY_OF_FIELD) as Array<[IdentityField, IdentityKey]>) {
        const value = key === 'email' ? identity.emailKey : identity.linkedinKey;
        if (!value || (options.match.keys as readonly IdentityKey[]).includes(key)) continue;
        const holders = await this.persons.othersHolding(manager, clientId, key, value, [], MAX_DUPLICATE_LINKS);
        if (holders.length === 0) continue;
        withheld.push({ field, key, value, holders });
        if (key === 'email') Object.assign(values, { email: null, emailKey: null });
        else Object.assign(values, { linkedinUrl: null, linkedinKey: null });
      }
      const personId = await this.persons.insert(manager, {
        clientId,
        ...values,
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        isCandidate: options.role === 'candidate',
        isContact: options.role === 'contact',
        provenance: provenanceOf(values, options.source),
      });
      for (const { key, value, holders } of withheld) await this.recordDuplicates(manager, clientId, personId, key, value, holders, options.source);
      return { personId, created: true, filled: [], skipped: withheld.map((w) => w.field) };
    }
    const fill = await this.fill(manager, person, identity, authoredBy(options.source), [person.id]);
    const roles: PersonChanges = {};
    if (options.role === 'candidate' && !person.isCandidate) roles.isCandidate = true;
    if (options.role === 'contact' && !person.isContact) roles.isContact = true;
    await this.persons.update(manager, clientId, person.id, { ...fill.changes, ...roles });
    return { personId: person.id, created: false, filled: fill.filled, skipped: fill.skipped };
  }

  /**
   * Fills a person from a parsed resume: `found` (the resume's name, e-mail, phone, LinkedIn, locked
   * with lock() before any row lock) goes into empty fields and fields the parser set itself, never
   * over a value someone else entered; `lists` are merged. Null when the person no longer exists.
   */
  async completeFromResume(manager: EntityManager, found: LockedIdentity, personId: string, lists: ResumeLists): Promise<ProfileCompletion | null> {
    const [person] = await this.persons.lockWithProfile(manager, found.clientId, [personId]);
    if (!person) return null;
    const fill = await this.fill(manager, person, found.identity, authoredBy('resume'), [person.id]);
    const merged = mergeProfileLists(person.profile, lists, fill.changes.provenance ?? person.provenance, () => 'resume');
    const changed = fill.filled.length + countAdded(merged.added) > 0;
    if (changed) await this.persons.update(manager, found.clientId, person.id, { ...fill.changes, profile: merged.profile, provenance: merged.provenance });
    return { added: { fields: fill.filled, ...merged.added }, skipped: fill.skipped, changed };
  }

  /**
   * Locks two persons for a merge: the identity locks of both persons' keys, then both rows.
   * Throws not_found naming `into` or `from`.
   */
  async lockForMerge(manager: EntityManager, clientId: string, intoId: string, fromId: string): Promise<{ into: PersonWithProfile; from: PersonWithProfile }> {
    await this.lockKeys(manager, clientId, await this.persons.findIdentities(manager, clientId, [intoId, fromId]));
    const locked = await this.persons.lockWithProfile(manager, clientId, [intoId, fromId]);
    const into = locked.find((p) => p.id === intoId);
    const from = locked.find((p) => p.id === fromId);
    if (!into) throw new AppError('not_found', 'No such person (into)', 'into');
    if (!from) throw new AppError('not_found', 'No such person (from)', 'from');
    return { into, from };
  }

  /**
   * The persons of the client carrying this e-mail or LinkedIn profile, matched by their keys as
   * every brick matches (e-mail lower-cased, LinkedIn handle), oldest first, at most 100. A LinkedIn
   * URL that is not a profile address: validation_error.
   */
  async findByKey(manager: EntityManager, clientId: string, offered: { email?: string; linkedinUrl?: string }): Promise<PersonIdentity[]> {
    const identity = normalIdentity(offered);
    if (offered.linkedinUrl !== undefined) {
      if (!identity.linkedinKey) throw new AppError('validation_error', 'Not a LinkedIn profile address', 'linkedin');
      return this.persons.findByKey(manager, clientId, 'linkedin', identity.linkedinKey, { limit: 100, candidatesFirst: false });
    }
    if (!identity.emailKey) throw new AppError('validation_error', 'An e-mail is required', 'email');
    return this.persons.findByKey(manager, clientId, 'email', identity.emailKey, { limit: 100, candidatesFirst: false });
  }

  /**
   * Locks persons about to be deleted or changed in bulk (test-data purge, retention): the identity
   * locks of their keys, then their rows, so that a submission of one of their e-mails waits and
   * then finds them gone (or changed) instead of attaching a record to a vanishing row.
   */
  async lockPersons(manager: EntityManager, clientId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.lockKeys(manager, clientId, await this.persons.findIdentities(manager, clientId, ids));
    await this.persons.lockWithProfile(manager, clientId, ids);
  }

  /**
   * The end of a merge, once everything of `from` has moved to `into`: `into`'s empty fields take
   * `from`'s values (with their authors), lists are merged, roles add up; `from` is deleted.
   */
  async absorb(manager: EntityManager, into: PersonWithProfile, from: PersonWithProfile): Promise<{ filled: IdentityField[]; skipped: IdentityField[] }> {
    const fill = await this.fill(manager, into, from, carriedFrom(from.provenance), [into.id, from.id]);
    const lists = mergeProfileLists(into.profile, from.profile, fill.changes.provenance ?? into.provenance, (list) => from.provenance[list]);
    await this.persons.update(manager, into.clientId, into.id, {
      ...fill.changes,
      profile: lists.profile,
      provenance: lists.provenance,
      isCandidate: into.isCandidate || from.isCandidate,
      isContact: into.isContact || from.isContact,
    });
    // The merge resolves the link between the two; `from`'s other links follow it.
    await this.duplicates.afterMerge(manager, into.clientId, into.id, from.id);
    await this.persons.delete(manager, into.clientId, from.id);
    return { filled: fill.filled, skipped: fill.skipped };
  }

  private async match(manager: EntityManager, clientId: string, identity: NormalIdentity, rule: MatchRule): Promise<PersonIdentity | null> {
    for (const key of rule.keys) {
      const value = key === 'email' ? identity.emailKey : identity.linkedinKey;
      if (!value) continue;
      if (rule.several === 'new-person') {
        // Only a key carried by exactly one person matches: a light lookup first (most often
        // nobody carries it, e.g. a new contact), the person loaded only when there is one.
        const ids = await this.persons.findIdsByKey(manager, clientId, key, value, 2);
        if (ids.length === 1) return (await this.persons.findIdentities(manager, clientId, ids))[0] ?? null;
        if (ids.length > 1) return null;
        continue;
      }
      const [oldest] = await this.persons.findByKey(manager, clientId, key, value, { limit: 1, candidatesFirst: true });
      if (oldest) return oldest;
    }
    return null;
  }

  /**
   * fillEmptyFields, plus the identity keys of what it writes; an e-mail or LinkedIn profile held
   * by a person of the client other than `owners` is skipped.
   */
  private async fill(
    manager: EntityManager,
    person: PersonIdentity,
    offered: NormalIdentity | PersonIdentity,
    author: FillAuthor,
    owners: string[],
  ): Promise<{ changes: PersonChanges; filled: IdentityField[]; skipped: IdentityField[] }> {
    const fill = fillEmptyFields(person, offered, author);
    const changes: PersonChanges = {};
    const filled: IdentityField[] = [];
    const skipped: IdentityField[] = [];
    for (const field of fill.filled) {
      const key = KEY_OF_FIELD[field];
      const keyValue = key === 'email' ? offered.emailKey : key === 'linkedin' ? offered.linkedinKey : null;
      if (key && keyValue) {
        const holders = await this.persons.othersHolding(manager, person.clientId, key, keyValue, owners, MAX_DUPLICATE_LINKS);
        if (holders.length > 0) {
          skipped.push(field);
          await this.recordDuplicates(manager, person.clientId, person.id, key, keyValue, holders, author.sourceOf(field) ?? 'merge');
          continue;
        }
      }
      Object.assign(changes, { [field]: fill.values[field] });
      if (field === 'email') changes.emailKey = offered.emailKey;
      if (field === 'linkedinUrl') changes.linkedinKey = offered.linkedinKey;
      filled.push(field);
    }
    if (filled.length > 0) {
      changes.provenance = { ...person.provenance };
      for (const field of filled) {
        if (fill.provenance[field]) changes.provenance[field] = fill.provenance[field];
      }
    }
    return { changes, filled, skipped };
  }

  /** Surfaced, never merged silently: a link between the person and each holder of the key, for a recruiter to merge or dismiss. */
  private async recordDuplicates(manager: EntityManager, clientId: string, personId: string, key: IdentityKey, value: string, holders: string[], source: string): Promise<void> {
    for (const holder of holders) await this.duplicates.record(manager, clientId, { personId, otherPersonId: holder, reason: key, value, source });
  }

  private async lockKeys(manager: EntityManager, clientId: string, identities: Array<Pick<NormalIdentity, 'emailKey' | 'linkedinKey'>>): Promise<void> {
    const sorted = (values: Array<string | null>) => [...new Set(values.filter((v): v is string => !!v))].sort();
    for (const key of sorted(identities.map((i) => i.linkedinKey))) await lockUntilCommit(manager, 'person-linkedin', clientId, key);
    for (const key of sorted(identities.map((i) => i.emailKey))) await lockUntilCommit(manager, 'person-email', clientId, key);
  }
}

/** The forms stored on a person: trimmed e-mail and its key, E.164 phone (unreadable: none), canonical LinkedIn. */
function normalIdentity(offered: IdentityValues): NormalIdentity {
  const email = offered.email?.trim() || null;
  const linkedin = offered.linkedinUrl ? normalizeLinkedinUrl(offered.linkedinUrl) : null;
  return {
    firstName: offered.firstName ?? null,
    lastName: offered.lastName ?? null,
    email,
    emailKey: email ? emailKey(email) : null,
    phone: offered.phone ? normalizePhone(offered.phone) : null,
    linkedinUrl: linkedin?.url ?? null,
    linkedinKey: linkedin?.key ?? null,
    jobTitle: offered.jobTitle ?? null,
  };
}

/** A new person's provenance: every field given records `source`. */
function provenanceOf(identity: NormalIdentity, source: Provenance): Record<string, Provenance> {
  const provenance: Record<string, Provenance> = {};
  for (const [field, value] of Object.entries(identity) as Array<[keyof NormalIdentity, string | null]>) {
    if (value && !field.endsWith('Key')) provenance[field] = source;
  }
  return provenance;
}
