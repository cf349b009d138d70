import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model (DESIGN.md section 3). Every tenant row carries client_id; links between
 * tenant rows are composite foreign keys on (client_id, id), so a row can never point at another
 * client's row. Recruiters read these tables directly: COMMENT ON explains them.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {

    await q.query(`
      CREATE TABLE client (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$'),
        name text NOT NULL,
        required_application_fields text[] NOT NULL DEFAULT '{}',
        default_company_status text NOT NULL DEFAULT 'prospect',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`COMMENT ON TABLE client IS 'A tenant: one customer of the platform. Its slug appears in public paths.'`);
    await q.query(`COMMENT ON COLUMN client.required_application_fields IS 'Application fields this client requires on top of firstName, lastName, email.'`);
    await q.query(`COMMENT ON COLUMN client.default_company_status IS 'Status given to companies created from a contact request.'`);

    await q.query(`
      CREATE TABLE app_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        email text NOT NULL,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'recruiter')),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX app_user_email_uq ON app_user (client_id, lower(email))`);
    await q.query(`COMMENT ON TABLE app_user IS 'A recruiter or administrator of a client. Administrators are notified of contact requests for companies without managers.'`);

    await q.query(`
      CREATE TABLE api_key (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        public_id text NOT NULL UNIQUE,
        secret_hash bytea NOT NULL,
        label text,
        scopes text[] NOT NULL,
        connector text,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        last_used_at timestamptz,
        UNIQUE (client_id, id)
      )`);
    await q.query(`COMMENT ON TABLE api_key IS 'API keys. Only a SHA-256 hash of the secret is stored; the key is shown once at creation.'`);
    await q.query(`COMMENT ON COLUMN api_key.public_id IS 'Non-secret identifier embedded in the key (rk_<public_id>_...), used to find the row.'`);
    await q.query(`COMMENT ON COLUMN api_key.connector IS 'Partner connector name; fixes the origin of applications submitted with this key.'`);

    await q.query(`
      CREATE TABLE stage (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        key text NOT NULL,
        label text NOT NULL,
        position integer NOT NULL,
        UNIQUE (client_id, id),
        UNIQUE (client_id, key)
      )`);
    await q.query(`COMMENT ON TABLE stage IS 'Pipeline stages of a client, ordered by position; the first is the default stage of new processes.'`);

    await q.query(`
      CREATE TABLE company (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        name text NOT NULL,
        name_key text NOT NULL,
        status text NOT NULL,
        website text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, id)
      )`);
    await q.query(`CREATE INDEX company_name_key_idx ON company (client_id, name_key)`);
    await q.query(`COMMENT ON TABLE company IS 'CRM company of a client.'`);
    await q.query(`COMMENT ON COLUMN company.name_key IS 'Name folded for matching: lower case, no accents, single spaces.'`);

    await q.query(`
      CREATE TABLE company_manager (
        client_id uuid NOT NULL,
        company_id uuid NOT NULL,
        user_id uuid NOT NULL,
        PRIMARY KEY (company_id, user_id),
        FOREIGN KEY (client_id, company_id) REFERENCES company(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, user_id) REFERENCES app_user(client_id, id) ON DELETE CASCADE
      )`);
    await q.query(`COMMENT ON TABLE company_manager IS 'Users who manage a company; they are notified of its contact requests.'`);

    await q.query(`
      CREATE TABLE project (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        title text NOT NULL,
        company_id uuid,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, id),
        FOREIGN KEY (client_id, company_id) REFERENCES company(client_id, id) ON DELETE SET NULL (company_id)
      )`);
    await q.query(`CREATE INDEX project_open_idx ON project (client_id, created_at DESC) WHERE status = 'open'`);
    await q.query(`COMMENT ON TABLE project IS 'Recruitment project (a position to fill). Open projects are listed to partners.'`);

    await q.query(`
      CREATE TABLE job (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        project_id uuid NOT NULL,
        public_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('published', 'unpublished', 'closed', 'deleted')),
        title text NOT NULL,
        company_name text NOT NULL DEFAULT '',
        city text NOT NULL DEFAULT '',
        state text NOT NULL DEFAULT '',
        country text NOT NULL DEFAULT '',
        url text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        salary text NOT NULL DEFAULT '',
        jobtype text NOT NULL DEFAULT '',
        remotetype text NOT NULL DEFAULT '' CHECK (remotetype IN ('', 'Fully remote', 'Hybrid remote', 'No remote')),
        custom_fields jsonb NOT NULL DEFAULT '[]',
        published_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, id),
        UNIQUE (client_id, public_id),
        FOREIGN KEY (client_id, project_id) REFERENCES project(client_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX job_feed_idx ON job (client_id, published_at DESC, id) WHERE status = 'published'`);
    await q.query(`COMMENT ON TABLE job IS 'A job advert of a project. Published jobs of open projects appear in the XML feed.'`);
    await q.query(`COMMENT ON COLUMN job.public_id IS 'The jobid of the feed and of the apply path.'`);
    await q.query(`COMMENT ON COLUMN job.custom_fields IS 'Ordered list of {"name": ..., "value": ...} custom fields.'`);

    await q.query(`
      CREATE TABLE person (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        email text,
        email_key text,
        phone text,
        linkedin_url text,
        linkedin_key text,
        job_title text,
        is_candidate boolean NOT NULL DEFAULT false,
        is_contact boolean NOT NULL DEFAULT false,
        profile jsonb NOT NULL DEFAULT '{"experiences": [], "education": [], "skills": [], "languages": []}',
        provenance jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, id)
      )`);
    await q.query(`CREATE INDEX person_email_key_idx ON person (client_id, email_key)`);
    await q.query(`CREATE INDEX person_linkedin_key_idx ON person (client_id, linkedin_key)`);
    await q.query(`COMMENT ON TABLE person IS 'A candidate and/or a CRM contact of a client.'`);
    await q.query(`COMMENT ON COLUMN person.email_key IS 'E-mail lower-cased, the matching key.'`);
    await q.query(`COMMENT ON COLUMN person.linkedin_key IS 'LinkedIn profile handle, normalised (lower case, no host, query or slash).'`);
    await q.query(`COMMENT ON COLUMN person.profile IS 'Experiences, education, skills and languages.'`);
    await q.query(`COMMENT ON COLUMN person.provenance IS 'Who set each field: {"phone": "recruiter" | "form" | "partner:<connector>" | "resume", ...}.'`);

    await q.query(`
      CREATE TABLE process (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        person_id uuid NOT NULL,
        project_id uuid NOT NULL,
        stage_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, id),
        UNIQUE (client_id, person_id, project_id),
        FOREIGN KEY (client_id, person_id) REFERENCES person(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, project_id) REFERENCES project(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, stage_id) REFERENCES stage(client_id, id)
      )`);
    await q.query(`COMMENT ON TABLE process IS 'A person attached to a project at a pipeline stage (at most one per person and project).'`);

    await q.query(`
      CREATE TABLE document (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        person_id uuid NOT NULL,
        sha256 bytea NOT NULL,
        mime_type text NOT NULL,
        size_bytes integer NOT NULL,
        original_name text,
        source text NOT NULL CHECK (source IN ('upload', 'url', 'partner')),
        source_url text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'parsed', 'failed', 'no_text')),
        failure_reason text,
        extracted_text text,
        parse_result jsonb,
        parsed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, id),
        UNIQUE (client_id, person_id, sha256),
        FOREIGN KEY (client_id, person_id) REFERENCES person(client_id, id) ON DELETE CASCADE
      )`);
    await q.query(`COMMENT ON TABLE document IS 'A file attached to a person (resume). The same bytes are stored once per person.'`);
    await q.query(`COMMENT ON COLUMN document.mime_type IS 'Type decided from the file''s magic bytes, never from its name.'`);
    await q.query(`COMMENT ON COLUMN document.extracted_text IS 'Raw text extracted from the file by the resume pipeline.'`);

    await q.query(`
      CREATE TABLE document_content (
        document_id uuid PRIMARY KEY REFERENCES document(id) ON DELETE CASCADE,
        client_id uuid NOT NULL,
        bytes bytea NOT NULL
      )`);
    await q.query(`COMMENT ON TABLE document_content IS 'The bytes of a document, kept apart so that listing documents stays cheap.'`);

    await q.query(`
      CREATE TABLE application (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        job_id uuid,
        person_id uuid NOT NULL,
        process_id uuid,
        document_id uuid,
        status text NOT NULL CHECK (status IN ('received', 'quarantined')),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        email_key text NOT NULL,
        phone_number text,
        linkedin text,
        motivation_text text,
        utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text,
        custom_fields jsonb NOT NULL DEFAULT '{}',
        origin text NOT NULL,
        api_key_id uuid,
        resume_url text,
        resume_status text NOT NULL DEFAULT 'none' CHECK (resume_status IN ('none', 'pending', 'processing', 'parsed', 'failed')),
        resume_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, id),
        FOREIGN KEY (client_id, job_id) REFERENCES job(client_id, id) ON DELETE SET NULL (job_id),
        FOREIGN KEY (client_id, person_id) REFERENCES person(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, process_id) REFERENCES process(client_id, id) ON DELETE SET NULL (process_id),
        FOREIGN KEY (client_id, document_id) REFERENCES document(client_id, id) ON DELETE SET NULL (document_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX application_active_uq ON application (client_id, job_id, email_key) WHERE status = 'received' AND job_id IS NOT NULL`);
    await q.query(`CREATE INDEX application_person_idx ON application (client_id, person_id)`);
    await q.query(`COMMENT ON TABLE application IS 'One submission from a career site (to a job, or spontaneous when job_id is null).'`);
    await q.query(`COMMENT ON COLUMN application.status IS 'received, or quarantined: a second application to the same job by the same e-mail, for the recruiter to decide.'`);
    await q.query(`COMMENT ON COLUMN application.origin IS 'website (career site), or the connector name of the partner key that submitted it.'`);
    await q.query(`COMMENT ON COLUMN application.resume_status IS 'none, pending, processing, parsed or failed (see resume_error).'`);

    await q.query(`
      CREATE TABLE contact_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        person_id uuid NOT NULL,
        company_id uuid,
        kind text NOT NULL CHECK (kind IN ('company', 'individual')),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text,
        job_title text,
        company_name text,
        company_website text,
        topic text,
        message text,
        form_name text,
        utm_source text, utm_medium text, utm_campaign text, utm_term text, utm_content text,
        origin text NOT NULL DEFAULT 'website',
        fingerprint text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, id),
        FOREIGN KEY (client_id, person_id) REFERENCES person(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, company_id) REFERENCES company(client_id, id) ON DELETE SET NULL (company_id)
      )`);
    await q.query(`CREATE INDEX contact_request_fingerprint_idx ON contact_request (client_id, fingerprint, created_at DESC)`);
    await q.query(`COMMENT ON TABLE contact_request IS 'A request from a company or individual contact form, as entered. Follows its person and company on merge; removed with the person.'`);
    await q.query(`COMMENT ON COLUMN contact_request.fingerprint IS 'Hash of e-mail, kind, topic, company, message and form: the replay key (10 minutes).'`);

    await q.query(`
      CREATE TABLE partner_submission (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        connector_key text NOT NULL,
        external_id text NOT NULL,
        person_id uuid NOT NULL,
        process_id uuid NOT NULL,
        document_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (client_id, connector_key, external_id),
        FOREIGN KEY (client_id, person_id) REFERENCES person(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, process_id) REFERENCES process(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, document_id) REFERENCES document(client_id, id) ON DELETE SET NULL (document_id)
      )`);
    await q.query(`COMMENT ON TABLE partner_submission IS 'Idempotency record of a partner candidate creation, by externalId per client and connector.'`);

    await q.query(`
      CREATE TABLE activity (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        person_id uuid,
        company_id uuid,
        project_id uuid,
        kind text NOT NULL,
        summary text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (client_id, person_id) REFERENCES person(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, company_id) REFERENCES company(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, project_id) REFERENCES project(client_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX activity_person_idx ON activity (client_id, person_id, created_at)`);
    await q.query(`CREATE INDEX activity_company_idx ON activity (client_id, company_id, created_at)`);
    await q.query(`COMMENT ON TABLE activity IS 'History (timeline) of a person, company or project.'`);

    await q.query(`
      CREATE TABLE notification (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        kind text NOT NULL,
        title text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        contact_request_id uuid,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (client_id, user_id) REFERENCES app_user(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, contact_request_id) REFERENCES contact_request(client_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX notification_user_idx ON notification (client_id, user_id, created_at DESC)`);
    await q.query(`COMMENT ON TABLE notification IS 'Notifications for users (contact requests notify company managers, else the client''s admins).'`);

    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        kind text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        enqueued_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(`CREATE INDEX outbox_pending_idx ON outbox (id) WHERE enqueued_at IS NULL`);
    await q.query(`COMMENT ON TABLE outbox IS 'Work written with the records it concerns, moved to the Redis queue after commit (and by a periodic sweep).'`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'outbox', 'notification', 'activity', 'partner_submission', 'contact_request', 'application',
      'document_content', 'document', 'process', 'person', 'job', 'project', 'company_manager',
      'company', 'stage', 'api_key', 'app_user', 'client',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
