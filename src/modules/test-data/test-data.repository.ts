import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** The records a client submits through the API and may mark as test data (SPEC 1). */
export const TEST_RECORD_KINDS = ['applications', 'contactRequests', 'partnerSubmissions'] as const;
export type TestRecordKind = (typeof TEST_RECORD_KINDS)[number];

/** What a purge deletes, in the order the counts are printed. */
export const PURGED_KINDS = [...TEST_RECORD_KINDS, 'persons', 'processes', 'documents', 'companies', 'activities', 'notifications'] as const;
export type PurgedKind = (typeof PURGED_KINDS)[number];
export type PurgedIds = Record<PurgedKind, string[]>;

/**
 * The test marker: every given filter must match (AND). A record without the field never matches a
 * filter on it (an application has no form name, a partner submission no utm_source).
 * `emailLike` is a LIKE pattern (`%`, `_`) on the e-mail entered, case-insensitive.
 */
export interface TestMarker {
  utmSource: string | null;
  formName: string | null;
  emailLike: string | null;
}

export interface TestRecordSelection {
  marker: TestMarker;
  /** The kinds of record the caller may delete. */
  kinds: readonly TestRecordKind[];
  /** Only records created by this API key (the API); null: any (the CLI). */
  apiKeyId: string | null;
}

export type MatchedRecords = Record<TestRecordKind, string[]> & { persons: string[] };

const ids = (rows: Array<{ id: string }>): string[] => rows.map((row) => row.id);

/**
 * SQL of test-data purges. The statements run in the caller's transaction, client id first:
 * `match` selects the marked records, `purge` deletes them and what exists only because of them.
 */
@Injectable()
export class TestDataRepository {
  /** The marked records of the client, and the persons they belong to. */
  async match(manager: EntityManager, clientId: string, selection: TestRecordSelection): Promise<MatchedRecords> {
    const { marker, kinds, apiKeyId } = selection;
    const params = [clientId, marker.utmSource, marker.formName, marker.emailLike, apiKeyId];
    const common = `client_id = $1 AND ($4::text IS NULL OR email ILIKE $4 ESCAPE '') AND ($5::uuid IS NULL OR api_key_id = $5)`;
    const select = async (kind: TestRecordKind, sql: string): Promise<Array<{ id: string; person_id: string }>> =>
      kinds.includes(kind) ? manager.query(sql, params) : [];
    const applications = await select('applications',
      `SELECT id, person_id FROM application WHERE ${common} AND ($2::text IS NULL OR utm_source = $2) AND $3::text IS NULL ORDER BY id`);
    const contactRequests = await select('contactRequests',
      `SELECT id, person_id FROM contact_request WHERE ${common} AND ($2::text IS NULL OR utm_source = $2) AND ($3::text IS NULL OR form_name = $3) ORDER BY id`);
    const partnerSubmissions = await select('partnerSubmissions',
      `SELECT id, person_id FROM partner_submission WHERE ${common} AND $2::text IS NULL AND $3::text IS NULL ORDER BY id`);
    const persons = [...new Set([...applications, ...contactRequests, ...partnerSubmissions].map((row) => row.person_id))].sort();
    return { applications: ids(applications), contactRequests: ids(contactRequests), partnerSubmissions: ids(partnerSubmissions), persons };
  }

  /**
   * Deletes the matched records and what exists only because of them:
   * - a person none of whose applications, contact requests, partner submissions, processes and
   *   documents is anything else, created with the first of them (not before), with no field a
   *   recruiter entered;
   * - a process or document created with a matched record and used by no other record;
   * - a company created by a matched contact request and used by nothing else (no other request,
   *   project, manager or history);
   * - the history entries about any of these, the notifications of the contact requests, and the
   *   resume work still waiting in the outbox for them.
   * Returns the ids deleted, per kind.
   */
  async purge(manager: EntityManager, clientId: string, matched: MatchedRecords): Promise<PurgedIds> {
    const { applications: a, contactRequests: c, partnerSubmissions: s } = matched;
    const q = async (sql: string, params: unknown[]): Promise<string[]> => ids(await manager.query(sql, params));

    const persons = await q(
      `SELECT p.id FROM person p
        WHERE p.client_id = $1 AND p.id = ANY($2::uuid[])
          AND NOT EXISTS (SELECT 1 FROM application x WHERE x.client_id = p.client_id AND x.person_id = p.id AND x.id <> ALL($3::uuid[]))
          AND NOT EXISTS (SELECT 1 FROM contact_request x WHERE x.client_id = p.client_id AND x.person_id = p.id AND x.id <> ALL($4::uuid[]))
          AND NOT EXISTS (SELECT 1 FROM partner_submission x WHERE x.client_id = p.client_id AND x.person_id = p.id AND x.id <> ALL($5::uuid[]))
          AND NOT EXISTS (SELECT 1 FROM process r WHERE r.client_id = p.client_id AND r.person_id = p.id
                AND NOT EXISTS (SELECT 1 FROM application x WHERE x.client_id = r.client_id AND x.process_id = r.id AND x.id = ANY($3::uuid[]))
                AND NOT EXISTS (SELECT 1 FROM partner_submission x WHERE x.client_id = r.client_id AND x.process_id = r.id AND x.id = ANY($5::uuid[])))
          AND NOT EXISTS (SELECT 1 FROM document d WHERE d.client_id = p.client_id AND d.person_id = p.id
                AND NOT EXISTS (SELECT 1 FROM application x WHERE x.client_id = d.client_id AND x.document_id = d.id AND x.id = ANY($3::uuid[]))
                AND NOT EXISTS (SELECT 1 FROM partner_submission x WHERE x.client_id = d.client_id AND x.document_id = d.id AND x.id = ANY($5::uuid[])))
          AND NOT EXISTS (SELECT 1 FROM jsonb_each_text(p.provenance) e WHERE e.value = 'recruiter')
          AND p.created_at >= (
                SELECT min(x.created_at) FROM (
                  SELECT created_at FROM application WHERE client_id = p.client_id AND person_id = p.id AND id = ANY($3::uuid[])
                  UNION ALL SELECT created_at FROM contact_request WHERE client_id = p.client_id AND person_id = p.id AND id = ANY($4::uuid[])
                  UNION ALL SELECT created_at FROM partner_submission WHERE client_id = p.client_id AND person_id = p.id AND id = ANY($5::uuid[])
                ) x)
        ORDER BY p.id`,
      [clientId, matched.persons, a, c, s],
    );
    const processes = await this.ownedBy(manager, clientId, 'process', 'process_id', { persons, applications: a, partnerSubmissions: s });
    const documents = await this.ownedBy(manager, clientId, 'document', 'document_id', { persons, applications: a, partnerSubmissions: s });
    const companies = await q(
      `SELECT co.id FROM company co
        WHERE co.client_id = $1
          AND EXISTS (SELECT 1 FROM contact_request x WHERE x.client_id = co.client_id AND x.company_id = co.id AND x.id = ANY($2::uuid[]))
          AND NOT EXISTS (SELECT 1 FROM contact_request x WHERE x.client_id = co.client_id AND x.company_id = co.id AND x.id <> ALL($2::uuid[]))
          AND NOT EXISTS (SELECT 1 FROM project x WHERE x.client_id = co.client_id AND x.company_id = co.id)
          AND NOT EXISTS (SELECT 1 FROM company_manager x WHERE x.client_id = co.client_id AND x.company_id = co.id)
          AND NOT EXISTS (SELECT 1 FROM activity x WHERE x.client_id = co.client_id AND x.company_id = co.id
                AND coalesce(x.data->>'contactRequestId', '') <> ALL($2::text[]))
          AND co.created_at >= (SELECT min(x.created_at) FROM contact_request x WHERE x.client_id = co.client_id AND x.company_id = co.id AND x.id = ANY($2::uuid[]))
        ORDER BY co.id`,
      [clientId, c],
    );
    const activities = await q(
      `SELECT t.id FROM activity t
        WHERE t.client_id = $1
          AND (t.person_id = ANY($2::uuid[]) OR t.company_id = ANY($3::uuid[])
            OR t.data->>'applicationId' = ANY($4::text[]) OR t.data->>'contactRequestId' = ANY($5::text[])
            OR t.data->>'processId' = ANY($6::text[]) OR t.data->>'documentId' = ANY($7::text[])
            OR EXISTS (SELECT 1 FROM partner_submission x WHERE x.client_id = t.client_id AND x.id = ANY($8::uuid[])
                  AND x.person_id = t.person_id AND t.kind = 'partner.candidate'
                  AND t.data->>'connector' = x.connector_key AND t.data->>'externalId' = x.external_id))
        ORDER BY t.id`,
      [clientId, persons, companies, a, c, processes, documents, s],
    );

    // A DELETE ... RETURNING answers [rows, count] through TypeORM's PostgreSQL driver.
    const deleting = async (sql: string, params: unknown[]): Promise<string[]> => ids(((await manager.query(sql, params)) as [Array<{ id: string }>, number])[0]);
    const del = (table: string, list: string[]): Promise<string[]> =>
      deleting(`DELETE FROM ${table} WHERE client_id = $1 AND id = ANY($2::uuid[]) RETURNING id`, [clientId, list]);
    const notifications = await deleting(`DELETE FROM notification WHERE client_id = $1 AND contact_request_id = ANY($2::uuid[]) RETURNING id`, [clientId, c]);
    const deleted: PurgedIds = {
      applications: [], contactRequests: [], partnerSubmissions: [], persons: [], processes: [], documents: [], companies: [], activities: [], notifications,
    };
    deleted.activities = await del('activity', activities);
    deleted.partnerSubmissions = await del('partner_submission', s);
    deleted.applications = await del('application', a);
    deleted.contactRequests = await del('contact_request', c);
    deleted.processes = await del('process', processes);
    deleted.documents = await del('document', documents);
    deleted.persons = await del('person', persons);
    deleted.companies = await del('company', companies);
    await manager.query(
      `DELETE FROM outbox WHERE client_id = $1 AND finished_at IS NULL
          AND (payload->>'applicationId' = ANY($2::text[]) OR payload->>'documentId' = ANY($3::text[]) OR payload->>'personId' = ANY($4::text[]))`,
      [clientId, a, documents, persons],
    );
    for (const kind of PURGED_KINDS) deleted[kind].sort();
    return deleted;
  }

  /**
   * The processes (or documents) of the deleted persons, and those that a matched application or
   * partner submission references, were created with it (not before) and no other record references.
   */
  private async ownedBy(
    manager: EntityManager,
    clientId: string,
    table: 'process' | 'document',
    column: 'process_id' | 'document_id',
    owners: { persons: string[]; applications: string[]; partnerSubmissions: string[] },
  ): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT r.id FROM ${table} r
        WHERE r.client_id = $1
          AND (r.person_id = ANY($2::uuid[]) OR (
                EXISTS (SELECT 1 FROM (SELECT ${column} AS ref FROM application WHERE client_id = $1 AND id = ANY($3::uuid[])
                                       UNION ALL SELECT ${column} FROM partner_submission WHERE client_id = $1 AND id = ANY($4::uuid[])) m WHERE m.ref = r.id)
            AND NOT EXISTS (SELECT 1 FROM application x WHERE x.client_id = r.client_id AND x.${column} = r.id AND x.id <> ALL($3::uuid[]))
            AND NOT EXISTS (SELECT 1 FROM partner_submission x WHERE x.client_id = r.client_id AND x.${column} = r.id AND x.id <> ALL($4::uuid[]))
            AND r.created_at >= (SELECT min(created_at) FROM (SELECT created_at FROM application WHERE client_id = $1 AND id = ANY($3::uuid[]) AND ${column} = r.id
                                   UNION ALL SELECT created_at FROM partner_submission WHERE client_id = $1 AND id = ANY($4::uuid[]) AND ${column} = r.id) m)))
        ORDER BY r.id`,
      [clientId, owners.persons, owners.applications, owners.partnerSubmissions],
    );
    return ids(rows);
  }
}
