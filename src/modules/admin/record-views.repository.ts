import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

export const SHOWABLE = ['application', 'person', 'company', 'contact-request', 'process', 'document'] as const;
export type Showable = (typeof SHOWABLE)[number];

export type RecordView = Record<string, unknown>;

const first = (rows: RecordView[]): RecordView | null => rows[0] ?? null;

/** SQL of `recruit show`: a record with its links, profile, provenance and history, as a recruiter reads it. */
@Injectable()
export class RecordViewsRepository {
  async view(manager: EntityManager, kind: Showable, id: string): Promise<RecordView | null> {
    const q = (sql: string, params: unknown[] = [id]): Promise<RecordView[]> => manager.query(sql, params);
    switch (kind) {
      case 'application': {
        return first(await q(
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
            WHERE a.id = $1`));
      }
      case 'person': {
        const person = first(await q(
          `SELECT id, client_id AS "clientId", first_name AS "firstName", last_name AS "lastName", email, phone,
                  linkedin_url AS "linkedinUrl", job_title AS "jobTitle", is_candidate AS "isCandidate", is_contact AS "isContact",
                  profile, provenance, created_at AS "createdAt", updated_at AS "updatedAt"
             FROM person WHERE id = $1`));
        if (!person) return null;
        const params = [person.clientId, id];
        const [applications, processes, documents, contactRequests, history, possibleDuplicates] = await Promise.all([
          q(`SELECT id, job_id AS "jobId", status, origin, resume_status AS "resumeStatus", created_at AS "createdAt" FROM application WHERE client_id = $1 AND person_id = $2 ORDER BY created_at`, params),
          q(`SELECT p.id, p.project_id AS "projectId", s.key AS stage, p.created_at AS "createdAt" FROM process p JOIN stage s ON s.client_id = p.client_id AND s.id = p.stage_id WHERE p.client_id = $1 AND p.person_id = $2 ORDER BY p.created_at`, params),
          q(`SELECT id, mime_type AS "mimeType", size_bytes AS "sizeBytes", source, status, failure_reason AS "failureReason", encode(sha256, 'hex') AS sha256, created_at AS "createdAt" FROM document WHERE client_id = $1 AND person_id = $2 ORDER BY created_at`, params),
          q(`SELECT id, kind, company_id AS "companyId", company_name AS "companyName", topic, created_at AS "createdAt" FROM contact_request WHERE client_id = $1 AND person_id = $2 ORDER BY created_at`, params),
          q(`SELECT kind, summary, data, created_at AS "createdAt" FROM activity WHERE client_id = $1 AND person_id = $2 ORDER BY created_at, id`, params),
          q(`SELECT id, CASE WHEN person_id = $2 THEN other_person_id ELSE person_id END AS "personId", reason, value, source,
                    CASE WHEN person_id = $2 THEN 'offered to this person, carried by the other' ELSE 'carried by this person, offered to the other' END AS "how",
                    created_at AS "createdAt", dismissed_at AS "dismissedAt"
               FROM possible_duplicate WHERE client_id = $1 AND (person_id = $2 OR other_person_id = $2) ORDER BY created_at, id`, params),
        ]);
        return { ...person, applications, processes, documents, contactRequests, history, possibleDuplicates };
      }
      case 'company': {
        const company = first(await q(`SELECT id, client_id AS "clientId", name, status, website, created_at AS "createdAt" FROM company WHERE id = $1`));
        if (!company) return null;
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
        return first(await q(
          `SELECT id, client_id AS "clientId", person_id AS "personId", company_id AS "companyId", kind,
                  first_name AS "firstName", last_name AS "lastName", email, phone, job_title AS "jobTitle",
                  company_name AS "companyName", company_website AS "companyWebsite", topic, message, form_name AS "formName",
                  json_build_object('source', utm_source, 'medium', utm_medium, 'campaign', utm_campaign, 'term', utm_term, 'content', utm_content) AS utm,
                  origin, created_at AS "createdAt"
             FROM contact_request WHERE id = $1`));
      case 'process':
        return first(await q(
          `SELECT p.id, p.client_id AS "clientId", p.person_id AS "personId", p.project_id AS "projectId", pr.title AS "projectTitle",
                  s.key AS stage, s.label AS "stageLabel", p.created_at AS "createdAt"
             FROM process p JOIN project pr ON pr.client_id = p.client_id AND pr.id = p.project_id
             JOIN stage s ON s.client_id = p.client_id AND s.id = p.stage_id WHERE p.id = $1`));
      case 'document':
        return first(await q(
          `SELECT id, client_id AS "clientId", person_id AS "personId", mime_type AS "mimeType", size_bytes AS "sizeBytes",
                  original_name AS "originalName", source, source_url AS "sourceUrl", status, failure_reason AS "failureReason",
                  encode(sha256, 'hex') AS sha256, left(extracted_text, 2000) AS "extractedTextStart", parse_result AS "parseResult",
                  parsed_at AS "parsedAt", created_at AS "createdAt"
             FROM document WHERE id = $1`));
    }
  }
}
