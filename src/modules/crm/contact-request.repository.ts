import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ContactRequestInput } from './contact-request.validation';

/** A contact request as entered (SPEC 2.3, validated), linked to its person and company. */
export interface NewContactRequest extends Omit<ContactRequestInput, 'phone' | 'companyWebsite'> {
  personId: string;
  companyId: string | null;
  /** E.164, or none when the phone typed was not a number (SPEC 2.3: ignored, never blocking). */
  phone: string | null;
  /** With https:// prepended when it had no scheme; none when still not a web address. */
  companyWebsite: string | null;
  origin: string;
  /** The replay key (contactRequestFingerprint). */
  fingerprint: string;
  /** The API key that submitted it. */
  apiKeyId: string | null;
}

export interface ContactRequestIds {
  id: string;
  personId: string;
  companyId: string | null;
}

/** SQL of contact requests and the notifications they raise. Every method takes the client id. */
@Injectable()
export class ContactRequestRepository {
  /** The first request with this fingerprint created within the last `minutes`, if any. */
  async findRecent(manager: EntityManager, clientId: string, fingerprint: string, minutes: number): Promise<ContactRequestIds | null> {
    const rows: ContactRequestIds[] = await manager.query(
      `SELECT id, person_id AS "personId", company_id AS "companyId" FROM contact_request
        WHERE client_id = $1 AND fingerprint = $2 AND created_at > now() - make_interval(mins => $3)
        ORDER BY created_at ASC, id LIMIT 1`,
      [clientId, fingerprint, minutes],
    );
    return rows[0] ?? null;
  }

  async insert(manager: EntityManager, clientId: string, request: NewContactRequest): Promise<string> {
    const r = request;
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO contact_request (client_id, person_id, company_id, kind, first_name, last_name, email, phone, job_title,
          company_name, company_website, topic, message, form_name, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
          origin, fingerprint, api_key_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22) RETURNING id`,
      [
        clientId, r.personId, r.companyId, r.kind, r.firstName, r.lastName, r.email, r.phone, r.jobTitle,
        r.companyName, r.companyWebsite, r.topic, r.message, r.formName,
        r.utm.source, r.utm.medium, r.utm.campaign, r.utm.term, r.utm.content, r.origin, r.fingerprint, r.apiKeyId,
      ],
    );
    return rows[0].id;
  }

  /** SPEC 4.4 rule 6: one notification for each manager of the company, otherwise for each administrator of the client. */
  async notifyManagersOrAdmins(manager: EntityManager, clientId: string, request: ContactRequestIds, title: string, data: Record<string, unknown>): Promise<void> {
    await manager.query(
      `WITH managers AS (
         SELECT user_id FROM company_manager WHERE client_id = $1::uuid AND company_id = $2::uuid
       ), recipients AS (
         SELECT user_id FROM managers
         UNION ALL
         SELECT id FROM app_user WHERE client_id = $1::uuid AND role = 'admin' AND NOT EXISTS (SELECT 1 FROM managers)
       )
       INSERT INTO notification (client_id, user_id, kind, title, data, contact_request_id)
       SELECT $1::uuid, user_id, 'contact_request', $3::text, $4::jsonb, $5::uuid FROM recipients`,
      [clientId, request.companyId, title, data, request.id],
    );
  }
}
