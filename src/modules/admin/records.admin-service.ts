import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { assertUuid } from '../../common/validation/uuid';
import { Person } from '../../database/entities';
import { Profile } from '../../database/entities/person.entity';
import { TenantsAdminService } from './tenants.admin-service';

export const SHOWABLE = ['application', 'person', 'company', 'contact-request', 'process', 'document'] as const;
export type Showable = (typeof SHOWABLE)[number];

type Row = Record<string, unknown>;

function one(rows: Row[], kind: string): Row {
  if (rows.length === 0) throw new AppError('not_found', `No such ${kind}`, 'id');
  return rows[0];
}

/** Inspection, merge and deletion of records (admin CLI). */
@Injectable()
export class RecordsAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tenants: TenantsAdminService,
  ) {}

  async show(kind: Showable, id: string): Promise<Row> {
    assertUuid(id, 'id');
    const q = (sql: string, params: unknown[] = [id]): Promise<Row[]> => this.db.query(sql, params);
    switch (kind) {
      case 'application': {
        const application = one(await q(
          `SELECT a.id, a.client_id AS "clientId", a.status, a.created_at AS "createdAt", a.origin,
                  a.first_name AS "firstName", a.last_name AS "lastName", a.email, a.phone_number AS "phoneNumber",
                  a.linkedin, a.motivation_text AS "motivationText", a.custom_fields AS "customFields",
                  json_build_object('source', a.utm_source, 'medium', a.utm_medium, 'campaign', a.utm_campaign, 'term', a.utm_term, 'content', a.utm_content) AS utm,
                  a.resume_url AS "resumeUrl", a.resume_status AS "resumeStatus", a.resume_error AS "resumeError",
                  a.person_id AS "personId", a.process_id AS "processId", a.document_id AS "documentId",
                  CASE WHEN j.id IS NULL THEN NULL ELSE json_build_object('id', j.id, 'jobid', j.public_id, 'title', j.title, 'status', j.status, 'projectId', j.project_id) END AS job,
                  CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'mimeType', d.mime_type, 'sizeBytes', d.size_bytes, 'status', d.status, 'failureReason', d.failure_reason) END AS document
             FROM application a
             LEFT JOIN job j ON j.client_id = a.client_id AND j.id = a.job_id
             LEFT JOIN document d ON d.client_id = a.client_id AND d.id = a.document_id
            WHERE a.id = $1`), 'application');
        return application;
      }
      case 'person': {
        const person = one(await q(
          `SELECT id, client_id AS "clientId", first_name AS "firstName", last_name AS "lastName", email, phone,
                  linkedin_url AS "linkedinUrl", job_title AS "jobTitle", is_candidate AS "isCandidate", is_contact AS "isContact",
                  profile, provenance, created_at AS "createdAt", updated_at AS "updatedAt"
             FROM person WHERE id = $1`), 'person');
        const params = [person.clientId, id];
        const [applications, processes, documents, contactRequests, history] = await Promise.all([
          q(`SELECT id, job_id AS "jobId", status, origin, resume_status AS "resumeStatus", created_at AS "createdAt" FROM application WHERE client_id = $1 AND person_id = $2 ORDER BY created_at`, params),
          q(`SELECT p.id, p.project_id AS "projectId", s.key AS stage, p.created_at AS "createdAt" FROM process p JOIN stage s ON s.client_id = p.client_id AND s.id = p.stage_id WHERE p.client_id = $1 AND p.person_id = $2 ORDER BY p.created_at`, params),
          q(`SELECT id, mime_type AS "mimeType", size_bytes AS "sizeBytes", source, status, failure_reason AS "failureReason", encode(sha256, 'hex') AS sha256, created_at AS "createdAt" FROM document WHERE client_id = $1 AND person_id = $2 ORDER BY created_at`, params),
          q(`SELECT id, kind, company_id AS "companyId", company_name AS "companyName", topic, created_at AS "createdAt" FROM contact_request WHERE client_id = $1 AND person_id = $2 ORDER BY created_at`, params),
          q(`SELECT kind, summary, data, created_at AS "createdAt" FROM activity WHERE client_id = $1 AND person_id = $2 ORDER BY created_at, id`, params),
        ]);
        return { ...person, applications, processes, documents, contactRequests, history };
      }
      case 'company': {
        const company = one(await q(`SELECT id, client_id AS "clientId", name, status, website, created_at AS "createdAt" FROM company WHERE id = $1`), 'company');
        const params = [company.clientId, id];
        const [managers, contactRequests, projects, history] = await Promise.all([
          q(`SELECT u.id, u.name, u.email FROM company_manager m JOIN app_user u ON u.client_id = m.client_id AND u.id = m.user_id WHERE m.client_id = $1 AND m.company_id = $2 ORDER BY u.name`, params),
          q(`SELECT id, person_id AS "personId", kind, topic, created_at AS "createdAt" FROM contact_request WHERE client_id = $1 AND company_id = $2 ORDER BY created_at`, params),
          q(`SELECT id, title, status FROM project WHERE client_id = $1 AND company_id = $2 ORDER BY created_at`, params),
          q(`SELECT kind, summary, data, created_at AS "createdAt" FROM activity WHERE client_id = $1 AND company_id = $2 ORDER BY created_at, id`, params),
        ]);
        return { ...company, managers, contactRequests, projects, history };
      }
      case 'contact-request':
        return one(await q(
          `SELECT id, client_id AS "clientId", person_id AS "personId", company_id AS "companyId", kind,
                  first_name AS "firstName", last_name AS "lastName", email, phone, job_title AS "jobTitle",
                  company_name AS "companyName", company_website AS "companyWebsite", topic, message, form_name AS "formName",
                  json_build_object('source', utm_source, 'medium', utm_medium, 'campaign', utm_campaign, 'term', utm_term, 'content', utm_content) AS utm,
                  origin, created_at AS "createdAt"
             FROM contact_request WHERE id = $1`), 'contact request');
      case 'process':
        return one(await q(
          `SELECT p.id, p.client_id AS "clientId", p.person_id AS "personId", p.project_id AS "projectId", pr.title AS "projectTitle",
                  s.key AS stage, s.label AS "stageLabel", p.created_at AS "createdAt"
             FROM process p JOIN project pr ON pr.client_id = p.client_id AND pr.id = p.project_id
             JOIN stage s ON s.client_id = p.client_id AND s.id = p.stage_id WHERE p.id = $1`), 'process');
      case 'document':
        return one(await q(
          `SELECT id, client_id AS "clientId", person_id AS "personId", mime_type AS "mimeType", size_bytes AS "sizeBytes",
                  original_name AS "originalName", source, source_url AS "sourceUrl", status, failure_reason AS "failureReason",
                  encode(sha256, 'hex') AS sha256, left(extracted_text, 2000) AS "extractedTextStart", parse_result AS "parseResult",
                  parsed_at AS "parsedAt", created_at AS "createdAt"
             FROM document WHERE id = $1`), 'document');
    }
  }

  /**
   * Merges person `fromId` into `intoId`: applications, processes (one per project kept), documents
   * (same bytes kept once), contact requests, partner submissions and history move; empty fields of
   * the survivor are filled; `fromId` is deleted.
   */
  async mergePersons(slug: string, intoId: string, fromId: string): Promise<{ id: string; mergedFrom: string }> {
    assertUuid(intoId, 'into');
    assertUuid(fromId, 'from');
    if (intoId === fromId) throw new AppError('validation_error', 'A person cannot be merged into itself', 'from');
    return this.db.transaction(async (manager) => {
      const client = await this.tenants.clientBySlug(slug, manager);
      const c = client.id;
      const persons = await manager.getRepository(Person)
        .createQueryBuilder('p').setLock('pessimistic_write')
        .where('p.client_id = :c AND p.id IN (:...ids)', { c, ids: [intoId, fromId] })
        .orderBy('p.id').getMany();
      const into = persons.find((p) => p.id === intoId);
      const from = persons.find((p) => p.id === fromId);
      if (!into) throw new AppError('not_found', 'No such person (into)', 'into');
      if (!from) throw new AppError('not_found', 'No such person (from)', 'from');

      await this.mergeProcesses(manager, c, intoId, fromId);
      await this.mergeDocuments(manager, c, intoId, fromId);
      for (const table of ['application', 'contact_request', 'partner_submission', 'activity']) {
        await manager.query(`UPDATE ${table} SET person_id = $3 WHERE client_id = $1 AND person_id = $2`, [c, fromId, intoId]);
      }
      // A second active application to the same job is what quarantine is for.
      await manager.query(
        `UPDATE application a SET status = 'quarantined' WHERE a.client_id = $1 AND a.person_id = $2 AND a.status = 'received' AND a.job_id IS NOT NULL
           AND EXISTS (SELECT 1 FROM application b WHERE b.client_id = a.client_id AND b.job_id = a.job_id AND b.email_key = a.email_key AND b.status = 'received' AND b.created_at < a.created_at)`,
        [c, intoId],
      );

      const fields = ['firstName', 'lastName', 'email', 'emailKey', 'phone', 'linkedinUrl', 'linkedinKey', 'jobTitle'] as const;
      const provenance = { ...from.provenance, ...into.provenance };
      for (const field of fields) {
        if (!into[field] && from[field]) Object.assign(into, { [field]: from[field] });
      }
      into.isCandidate ||= from.isCandidate;
      into.isContact ||= from.isContact;
      into.profile = mergeProfiles(into.profile, from.profile);
      into.provenance = provenance;
      await manager.query(`DELETE FROM person WHERE client_id = $1 AND id = $2`, [c, fromId]);
      await manager.getRepository(Person).save(into);
      await manager.query(
        `INSERT INTO activity (client_id, person_id, kind, summary, data) VALUES ($1, $2, 'person.merged', 'Another person record was merged into this one', $3)`,
        [c, intoId, { mergedFrom: fromId }],
      );
      return { id: intoId, mergedFrom: fromId };
    });
  }

  private async mergeProcesses(manager: EntityManager, c: string, intoId: string, fromId: string): Promise<void> {
    const duplicates: Array<{ from_process: string; into_process: string }> = await manager.query(
      `SELECT f.id AS from_process, i.id AS into_process FROM process f
         JOIN process i ON i.client_id = f.client_id AND i.project_id = f.project_id AND i.person_id = $3
        WHERE f.client_id = $1 AND f.person_id = $2`,
      [c, fromId, intoId],
    );
    for (const pair of duplicates) {
      for (const table of ['application', 'partner_submission']) {
        await manager.query(`UPDATE ${table} SET process_id = $3 WHERE client_id = $1 AND process_id = $2`, [c, pair.from_process, pair.into_process]);
      }
      await manager.query(`DELETE FROM process WHERE client_id = $1 AND id = $2`, [c, pair.from_process]);
    }
    await manager.query(`UPDATE process SET person_id = $3 WHERE client_id = $1 AND person_id = $2`, [c, fromId, intoId]);
  }

  private async mergeDocuments(manager: EntityManager, c: string, intoId: string, fromId: string): Promise<void> {
    const duplicates: Array<{ from_doc: string; into_doc: string }> = await manager.query(
      `SELECT f.id AS from_doc, i.id AS into_doc FROM document f
         JOIN document i ON i.client_id = f.client_id AND i.sha256 = f.sha256 AND i.person_id = $3
        WHERE f.client_id = $1 AND f.person_id = $2`,
      [c, fromId, intoId],
    );
    for (const pair of duplicates) {
      for (const table of ['application', 'partner_submission']) {
        await manager.query(`UPDATE ${table} SET document_id = $3 WHERE client_id = $1 AND document_id = $2`, [c, pair.from_doc, pair.into_doc]);
      }
      await manager.query(`DELETE FROM document WHERE client_id = $1 AND id = $2`, [c, pair.from_doc]);
    }
    await manager.query(`UPDATE document SET person_id = $3 WHERE client_id = $1 AND person_id = $2`, [c, fromId, intoId]);
  }

  /** Permanent deletion: the person and everything that is theirs (applications, processes, documents, contact requests). */
  async deletePerson(slug: string, id: string, permanent: boolean): Promise<{ id: string; deleted: true }> {
    assertUuid(id, 'id');
    if (!permanent) throw new AppError('validation_error', 'Only permanent deletion exists: pass --permanent', 'permanent');
    const client = await this.tenants.clientBySlug(slug);
    const [, deleted]: [unknown[], number] = await this.db.query(`DELETE FROM person WHERE client_id = $1 AND id = $2`, [client.id, id]);
    if (deleted === 0) throw new AppError('not_found', 'No such person', 'id');
    return { id, deleted: true };
  }
}

export function mergeProfiles(into: Profile, from: Profile): Profile {
  const unique = <T>(items: T[]): T[] => {
    const seen = new Set<string>();
    return items.filter((item) => {
      const key = JSON.stringify(item).toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  return {
    experiences: unique([...(into.experiences ?? []), ...(from.experiences ?? [])]),
    education: unique([...(into.education ?? []), ...(from.education ?? [])]),
    skills: unique([...(into.skills ?? []), ...(from.skills ?? [])]),
    languages: unique([...(into.languages ?? []), ...(from.languages ?? [])]),
  };
}
