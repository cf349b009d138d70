import { lockUntilCommit } from '../../common/database/advisory-lock';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../common/auth/auth-context';
import { emailKey, foldName } from '../../common/text/normalize';
import { Person } from '../../database/entities';
import { PeopleService } from '../people/people.service';
import { contactRequestFingerprint } from './contact-request-fingerprint';
import { ContactRequestInput } from './contact-request.validation';
import { normalizePhone } from './normalize-phone';
import { normalizeWebsite } from './normalize-website';

export interface ContactRequestView {
  id: string;
  personId: string;
  companyId: string | null;
}

/** SPEC 8: the same request within this window is a replay. */
export const REPLAY_WINDOW_MINUTES = 10;

/** The origin of every contact request (SPEC 4.4 rule 4). */
const ORIGIN = 'website';

/**
 * CRM contact requests (SPEC 4.4). One transaction per request:
 *   1. advisory lock on (client, e-mail key): requests from one e-mail are serialised, so two
 *      simultaneous requests of a new e-mail create one person, and a replay sees the first;
 *   2. replay check on the fingerprint within 10 minutes: the first request's ids, nothing created
 *      (also checked once before the transaction, so replays of committed requests do not queue);
 *   3. company by folded name under a second advisory lock (client, folded name), so two
 *      requests from different e-mails for the same new company create one company;
 *   4. person by e-mail; the request; history on the person and the company; notifications.
 * Lock order is always e-mail then company, so the two locks cannot deadlock.
 */
@Injectable()
export class ContactRequestsService {
  private readonly logger = new Logger(ContactRequestsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly people: PeopleService,
  ) {}

  async submit(auth: AuthContext, input: ContactRequestInput): Promise<ContactRequestView> {
    const clientId = auth.clientId;
    const fingerprint = contactRequestFingerprint(clientId, input);
    const phone = input.phone ? normalizePhone(input.phone) : null;
    const website = input.companyWebsite ? normalizeWebsite(input.companyWebsite) : null;

    // A replay of a committed request is answered at once, without queueing on the lock; only a
    // request not found here takes the lock and checks again (the check that decides).
    const committed = await this.findReplay(this.db.manager, clientId, fingerprint);
    if (committed) {
      this.logger.log({ clientId, contactRequestId: committed.id, replay: true }, 'Contact request replayed');
      return committed;
    }

    const result = await this.db.transaction(async (manager) => {
      await this.people.lockIdentity(manager, clientId, { emailKey: emailKey(input.email) });
      const replayed = await this.findReplay(manager, clientId, fingerprint);
      if (replayed) return { view: replayed, replay: true };

      const company = input.kind === 'company' && input.companyName
        ? await this.findOrCreateCompany(manager, clientId, input.companyName, website)
        : { id: null, created: false };
      const person = await this.findOrCreatePerson(manager, clientId, input, phone);

      const inserted: Array<{ id: string }> = await manager.query(
        `INSERT INTO contact_request (client_id, person_id, company_id, kind, first_name, last_name, email, phone, job_title,
            company_name, company_website, topic, message, form_name, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
            origin, fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) RETURNING id`,
        [
          clientId, person.id, company.id, input.kind, input.firstName, input.lastName, input.email, phone, input.jobTitle,
          input.companyName, website, input.topic, input.message, input.formName,
          input.utm.source, input.utm.medium, input.utm.campaign, input.utm.term, input.utm.content, ORIGIN, fingerprint,
        ],
      );
      const id = inserted[0].id;
      await this.recordHistory(manager, clientId, input, { id, personId: person.id, companyId: company.id }, person.created);
      return { view: { id, personId: person.id, companyId: company.id }, replay: false };
    });

    this.logger.log({ clientId, contactRequestId: result.view.id, replay: result.replay }, result.replay ? 'Contact request replayed' : 'Contact request received');
    return result.view;
  }

  /** The first request with this fingerprint within the replay window, if any. */
  private async findReplay(manager: EntityManager, clientId: string, fingerprint: string): Promise<ContactRequestView | null> {
    const rows: Array<{ id: string; person_id: string; company_id: string | null }> = await manager.query(
      `SELECT id, person_id, company_id FROM contact_request
        WHERE client_id = $1 AND fingerprint = $2 AND created_at > now() - make_interval(mins => $3)
        ORDER BY created_at ASC, id LIMIT 1`,
      [clientId, fingerprint, REPLAY_WINDOW_MINUTES],
    );
    return rows.length ? { id: rows[0].id, personId: rows[0].person_id, companyId: rows[0].company_id } : null;
  }

  /**
   * The client's company of that name (folded: case, accents, spaces). One: linked. None: created
   * with the client's default status. Several: none linked (the recruiter decides).
   */
  private async findOrCreateCompany(manager: EntityManager, clientId: string, name: string, website: string | null): Promise<{ id: string | null; created: boolean }> {
    const nameKey = foldName(name);
    await lockUntilCommit(manager, 'company-name', clientId, nameKey);
    const found: Array<{ id: string; website: string | null }> = await manager.query(
      `SELECT id, website FROM company WHERE client_id = $1 AND name_key = $2 LIMIT 2`,
      [clientId, nameKey],
    );
    if (found.length > 1) return { id: null, created: false };
    if (found.length === 1) {
      if (website && !found[0].website) {
        await manager.query(`UPDATE company SET website = $3, updated_at = now() WHERE client_id = $1 AND id = $2 AND website IS NULL`, [clientId, found[0].id, website]);
      }
      return { id: found[0].id, created: false };
    }
    const created: Array<{ id: string }> = await manager.query(
      `INSERT INTO company (client_id, name, name_key, status, website)
       SELECT $1::uuid, $2::text, $3::text, default_company_status, $4::text FROM client WHERE id = $1::uuid RETURNING id`,
      [clientId, name, nameKey, website],
    );
    return { id: created[0].id, created: true };
  }

  /**
   * The person of that e-mail. None: a new contact (never a candidate). One: reused, marked as a
   * contact (a candidate stays a candidate), only empty fields filled. Several (a generic mailbox):
   * a distinct new contact (SPEC 4.4 rule 3), whatever names they carry.
   */
  private async findOrCreatePerson(manager: EntityManager, clientId: string, input: ContactRequestInput, phone: string | null): Promise<{ id: string; created: boolean }> {
    // A light lookup first (the common case, a new e-mail, needs no entity); the chosen record is then loaded.
    const existing: Array<{ id: string }> = await manager.query(
      `SELECT id FROM person WHERE client_id = $1 AND email_key = $2 ORDER BY created_at, id LIMIT 2`,
      [clientId, emailKey(input.email)],
    );
    const chosenId = existing.length === 1 ? existing[0].id : undefined;
    const person = chosenId ? await manager.getRepository(Person).findOneByOrFail({ clientId, id: chosenId }) : undefined;
    const fields = { firstName: input.firstName, lastName: input.lastName, email: input.email, phone, jobTitle: input.jobTitle };
    if (!person) {
      // The same row as PeopleService.create(..., 'form') for a contact, in one plain INSERT (hot path).
      const provenance = Object.fromEntries(Object.entries(fields).filter(([, value]) => value).map(([field]) => [field, 'form']));
      const created: Array<{ id: string }> = await manager.query(
        `INSERT INTO person (client_id, first_name, last_name, email, email_key, phone, job_title, is_candidate, is_contact, provenance)
         VALUES ($1, $2, $3, $4, $5, $6, $7, false, true, $8) RETURNING id`,
        [clientId, input.firstName, input.lastName, input.email, emailKey(input.email), phone, input.jobTitle, provenance],
      );
      return { id: created[0].id, created: true };
    }
    await this.people.markRoles(manager, person, { contact: true });
    await this.people.fillEmptyFields(manager, person, fields, 'form');
    return { id: person.id, created: false };
  }

  /** History on the person and the company, and a notification for the company's managers, else the client's admins. */
  private async recordHistory(manager: EntityManager, clientId: string, input: ContactRequestInput, request: ContactRequestView, personCreated: boolean): Promise<void> {
    const enteredName = `${input.firstName} ${input.lastName}`;
    const about = input.topic ? `: ${input.topic}` : '';
    const data = {
      contactRequestId: request.id,
      personId: request.personId,
      companyId: request.companyId,
      companyName: input.companyName,
      kind: input.kind,
      topic: input.topic,
      formName: input.formName,
      personCreated,
    };
    await manager.query(
      `INSERT INTO activity (client_id, person_id, company_id, kind, summary, data)
       SELECT $1::uuid, $2::uuid, NULL::uuid, 'contact_request.received', $4::text, $5::jsonb
       UNION ALL SELECT $1::uuid, NULL::uuid, $3::uuid, 'contact_request.received', $4::text, $5::jsonb WHERE $3::uuid IS NOT NULL`,
      [clientId, request.personId, request.companyId, `Contact request from ${enteredName}${about}`, data],
    );
    const title = `Contact request from ${enteredName}${input.companyName ? ` (${input.companyName})` : ''}`;
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

