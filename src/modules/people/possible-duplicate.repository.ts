import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { IdentityKey } from './person.repository';

/** Why two persons may be one: `personId` was offered `value` (a key of kind `reason`) that `otherPersonId` carries. */
export interface PossibleDuplicateLink {
  personId: string;
  otherPersonId: string;
  reason: IdentityKey;
  value: string;
  /** Who offered the value (a provenance: resume, form, partner:<connector>...). */
  source: string;
}

/** SQL of possible_duplicate: links between two persons of a client, open until merged or dismissed. */
@Injectable()
export class PossibleDuplicateRepository {
  /** Records the link once per pair of persons and reason (a dismissed link is not raised again). */
  async record(manager: EntityManager, clientId: string, link: PossibleDuplicateLink): Promise<void> {
    await manager.query(
      `INSERT INTO possible_duplicate (client_id, person_id, other_person_id, reason, value, source) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (client_id, least(person_id, other_person_id), greatest(person_id, other_person_id), reason) DO NOTHING`,
      [clientId, link.personId, link.otherPersonId, link.reason, link.value, link.source],
    );
  }

  /** Open links, newest first, after the cursor (keyset on created_at, id), at most `limit`, with both persons' names. */
  open(manager: EntityManager, clientId: string, cursor: { at: string; id: string } | null, limit: number): Promise<Array<Record<string, unknown> & { id: string; cursorAt: string }>> {
    return manager.query(
      `SELECT d.id, d.reason, d.value, d.source, d.created_at AS "createdAt",
              json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name, 'email', p.email, 'linkedinUrl', p.linkedin_url) AS person,
              json_build_object('id', o.id, 'firstName', o.first_name, 'lastName', o.last_name, 'email', o.email, 'linkedinUrl', o.linkedin_url) AS "otherPerson",
              d.created_at::text AS "cursorAt"
         FROM possible_duplicate d
         JOIN person p ON p.client_id = d.client_id AND p.id = d.person_id
         JOIN person o ON o.client_id = d.client_id AND o.id = d.other_person_id
        WHERE d.client_id = $1 AND d.dismissed_at IS NULL
          AND ($2::timestamptz IS NULL OR (d.created_at, d.id) < ($2::timestamptz, $3::uuid))
        ORDER BY d.created_at DESC, d.id DESC LIMIT $4`,
      [clientId, cursor?.at ?? null, cursor?.id ?? null, limit],
    );
  }

  /** Dismisses the open links between the two persons (they are different people); how many there were. */
  async dismiss(manager: EntityManager, clientId: string, a: string, b: string): Promise<number> {
    const [, count]: [unknown[], number] = await manager.query(
      `UPDATE possible_duplicate SET dismissed_at = now()
        WHERE client_id = $1 AND dismissed_at IS NULL
          AND least(person_id, other_person_id) = least($2::uuid, $3::uuid) AND greatest(person_id, other_person_id) = greatest($2::uuid, $3::uuid)`,
      [clientId, a, b],
    );
    return count;
  }

  /** After a merge of `fromId` into `intoId`: the links between them go; `fromId`'s links with others move to `intoId` unless it has the same. */
  async afterMerge(manager: EntityManager, clientId: string, intoId: string, fromId: string): Promise<void> {
    await manager.query(
      `DELETE FROM possible_duplicate WHERE client_id = $1 AND ((person_id = $2 AND other_person_id = $3) OR (person_id = $3 AND other_person_id = $2))`,
      [clientId, intoId, fromId],
    );
    for (const column of ['person_id', 'other_person_id']) {
      await manager.query(
        `UPDATE possible_duplicate d SET ${column} = $2 WHERE d.client_id = $1 AND d.${column} = $3
           AND NOT EXISTS (SELECT 1 FROM possible_duplicate x WHERE x.client_id = d.client_id AND x.reason = d.reason AND x.id <> d.id
                 AND least(x.person_id, x.other_person_id) = least($2::uuid, CASE WHEN d.person_id = $3 THEN d.other_person_id ELSE d.person_id END)
                 AND greatest(x.person_id, x.other_person_id) = greatest($2::uuid, CASE WHEN d.person_id = $3 THEN d.other_person_id ELSE d.person_id END))`,
        [clientId, intoId, fromId],
      );
    }
  }
}
