import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../common/auth/auth-context';
import { CompanyRepository } from '../companies/company.repository';
import { ActivityEntry, ActivityRepository } from '../history/activity.repository';
import { IdentityService, MatchRules } from '../people/identity.service';
import { contactRequestFingerprint } from './contact-request-fingerprint';
import { ContactRequestIds, ContactRequestRepository } from './contact-request.repository';
import { ContactRequestInput } from './contact-request.validation';
import { normalizeWebsite } from './normalize-website';

export type ContactRequestView = ContactRequestIds;

/** SPEC 8: the same request within this window is a replay. */
export const REPLAY_WINDOW_MINUTES = 10;

/** The origin of every contact request (SPEC 4.4 rule 4). */
const ORIGIN = 'website';

/**
 * CRM contact requests (SPEC 4.4). One transaction per request:
 *   1. the identity lock of the e-mail: requests from one e-mail are serialised, so two
 *      simultaneous requests of a new e-mail create one person, and a replay sees the first;
 *   2. replay check on the fingerprint within 10 minutes: the first request's ids, nothing created
 *      (also checked once before the transaction, so replays of committed requests do not queue);
 *   3. the company by name (CompanyRepository.findOrCreateByName, under its own lock);
 *   4. the person by e-mail (IdentityService, rule MatchRules.contactRequest); the request;
 *      history on the person and the company; notifications.
 * Lock order is always e-mail then company, so the two locks cannot deadlock.
 */
@Injectable()
export class ContactRequestsService {
  private readonly logger = new Logger(ContactRequestsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly identity: IdentityService,
    private readonly companies: CompanyRepository,
    private readonly requests: ContactRequestRepository,
    private readonly history: ActivityRepository,
  ) {}

  async submit(auth: AuthContext, input: ContactRequestInput): Promise<ContactRequestView> {
    const clientId = auth.clientId;
    const fingerprint = contactRequestFingerprint(clientId, input);

    // A replay of a committed request is answered at once, without queueing on the lock; only a
    // request not found here takes the lock and checks again (the check that decides).
    const committed = await this.findReplay(this.db.manager, clientId, fingerprint);
    if (committed) {
      this.logger.log({ clientId, contactRequestId: committed.id, replay: true }, 'Contact request replayed');
      return committed;
    }

    const result = await this.db.transaction(async (manager) => {
      const locked = await this.identity.lock(manager, clientId, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        jobTitle: input.jobTitle,
      });
      const replayed = await this.findReplay(manager, clientId, fingerprint);
      if (replayed) return { view: replayed, replay: true };

      const website = input.companyWebsite ? normalizeWebsite(input.companyWebsite) : null;
      const company = input.kind === 'company' && input.companyName
        ? await this.companies.findOrCreateByName(manager, clientId, input.companyName, { website })
        : { id: null, created: false };
      const person = await this.identity.findOrCreate(manager, locked, { match: MatchRules.contactRequest, role: 'contact', source: 'form' });

      const id = await this.requests.insert(manager, clientId, {
        ...input,
        personId: person.personId,
        companyId: company.id,
        // The phone as the identity rule read it: E.164, or none when unreadable (SPEC 2.3: ignored).
        phone: locked.identity.phone,
        companyWebsite: website,
        origin: ORIGIN,
        fingerprint,
        apiKeyId: auth.keyId,
      });
      const view = { id, personId: person.personId, companyId: company.id };
      await this.recordHistory(manager, clientId, input, view, person.created);
      return { view, replay: false };
    });

    this.logger.log({ clientId, contactRequestId: result.view.id, replay: result.replay }, result.replay ? 'Contact request replayed' : 'Contact request received');
    return result.view;
  }

  private findReplay(manager: EntityManager, clientId: string, fingerprint: string): Promise<ContactRequestView | null> {
    return this.requests.findRecent(manager, clientId, fingerprint, REPLAY_WINDOW_MINUTES);
  }

  /** SPEC 4.4 rule 6: history on the person and the company; the company's managers, else the client's admins, notified with the name entered. */
  private async recordHistory(manager: EntityManager, clientId: string, input: ContactRequestInput, request: ContactRequestView, personCreated: boolean): Promise<void> {
    const enteredName = `${input.firstName} ${input.lastName}`;
    const summary = `Contact request from ${enteredName}${input.topic ? `: ${input.topic}` : ''}`;
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
    const kind = 'contact_request.received';
    const entries: ActivityEntry[] = [{ personId: request.personId, kind, summary, data }];
    if (request.companyId) entries.push({ companyId: request.companyId, kind, summary, data });
    await this.history.record(manager, clientId, ...entries);
    const title = `Contact request from ${enteredName}${input.companyName ? ` (${input.companyName})` : ''}`;
    await this.requests.notifyManagersOrAdmins(manager, clientId, request, title, data);
  }
}
