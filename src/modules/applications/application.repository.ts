import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ApplicationStatus, ResumeStatus } from '../../database/entities/application.entity';

/** An application as submitted (SPEC 2.2): the identity as entered, the origin and what it is linked to. */
export interface NewApplication {
  jobId: string | null;
  personId: string;
  processId: string | null;
  documentId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  emailKey: string;
  /** As typed (the person carries the E.164 form). */
  phoneNumber: string | null;
  linkedin: string | null;
  motivationText: string | null;
  utm: { utm_source: string | null; utm_medium: string | null; utm_campaign: string | null; utm_term: string | null; utm_content: string | null };
  customFields: Record<string, unknown>;
  origin: string;
  apiKeyId: string | null;
  resumeUrl: string | null;
  resumeStatus: ResumeStatus;
}

export interface ApplicationToDecide {
  id: string;
  personId: string;
  jobId: string | null;
  projectId: string | null;
  jobTitle: string | null;
  status: ApplicationStatus;
  processId: string | null;
}

/** SQL of career-site applications. Every method takes the caller's transaction manager and the client id. */
@Injectable()
export class ApplicationRepository {
  /** True when this e-mail has an active (received) application to the job. */
  async hasActive(manager: EntityManager, clientId: string, jobId: string, emailKey: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM application WHERE client_id = $1 AND job_id = $2 AND email_key = $3 AND status = 'received' LIMIT 1`,
      [clientId, jobId, emailKey],
    );
    return rows.length > 0;
  }

  /**
   * Stores the application with that status. A received application to a job that conflicts with
   * an active one (the partial unique index application_active_uq) is not stored: null.
   */
  async insert(manager: EntityManager, clientId: string, application: NewApplication, status: ApplicationStatus): Promise<string | null> {
    const a = application;
    const onConflict = status === 'received' && a.jobId !== null
      ? `ON CONFLICT (client_id, job_id, email_key) WHERE status = 'received' AND job_id IS NOT NULL AND decided_at IS NULL DO NOTHING`
      : '';
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO application (client_id, job_id, person_id, process_id, document_id, first_name, last_name, email, email_key,
         phone_number, linkedin, motivation_text, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
         custom_fields, origin, api_key_id, resume_url, resume_status, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::jsonb, $19, $20, $21, $22, $23)
       ${onConflict} RETURNING id`,
      [
        clientId, a.jobId, a.personId, a.processId, a.documentId, a.firstName, a.lastName, a.email, a.emailKey,
        a.phoneNumber, a.linkedin, a.motivationText, a.utm.utm_source, a.utm.utm_medium, a.utm.utm_campaign, a.utm.utm_term, a.utm.utm_content,
        JSON.stringify(a.customFields), a.origin, a.apiKeyId, a.resumeUrl, a.resumeStatus, status,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /** The application with its job's project, row-locked until commit (a recruiter's decision); null when it is not one of the client's. */
  async lockForDecision(manager: EntityManager, clientId: string, id: string): Promise<ApplicationToDecide | null> {
    const rows: ApplicationToDecide[] = await manager.query(
      `SELECT a.id, a.person_id AS "personId", a.job_id AS "jobId", j.project_id AS "projectId", j.title AS "jobTitle",
              a.status, a.process_id AS "processId"
         FROM application a LEFT JOIN job j ON j.client_id = a.client_id AND j.id = a.job_id
        WHERE a.client_id = $1 AND a.id = $2
        FOR UPDATE OF a`,
      [clientId, id],
    );
    return rows[0] ?? null;
  }

  /** Records a recruiter's decision: the new status, the process (kept when null), when and the note. */
  async decide(manager: EntityManager, clientId: string, id: string, decision: { status: ApplicationStatus; processId: string | null; note: string | null }): Promise<Date> {
    const [rows]: [Array<{ decidedAt: Date }>, number] = await manager.query(
      `UPDATE application SET status = $3, process_id = coalesce($4, process_id), decided_at = now(), decision_note = $5
        WHERE client_id = $1 AND id = $2 RETURNING decided_at AS "decidedAt"`,
      [clientId, id, decision.status, decision.processId, decision.note],
    );
    return rows[0].decidedAt;
  }

  async setDocument(manager: EntityManager, clientId: string, id: string, documentId: string): Promise<void> {
    await manager.query(`UPDATE application SET document_id = $3 WHERE client_id = $1 AND id = $2`, [clientId, id, documentId]);
  }

  async setResumeStatus(manager: EntityManager, clientId: string, id: string, status: ResumeStatus, error: string | null = null): Promise<void> {
    await manager.query(`UPDATE application SET resume_status = $3, resume_error = $4 WHERE client_id = $1 AND id = $2`, [clientId, id, status, error]);
  }
}
