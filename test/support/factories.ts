import { randomBytes } from 'node:crypto';
import { INestApplication } from '@nestjs/common';
import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { Scope } from '../../src/common/auth/scopes';
import { Provenance } from '../../src/database/entities/person.entity';
import { TenantsAdminService } from '../../src/modules/admin/tenants.admin-service';
import { PersonRepository } from '../../src/modules/people/person.repository';
import { DataSource } from 'typeorm';

export interface TestTenant {
  clientId: string;
  slug: string;
  stages: Array<{ id: string; key: string; label: string }>;
  admin: { id: string; email: string };
  recruiter: { id: string; email: string };
  openProject: { id: string; title: string };
  closedProject: { id: string; title: string };
  jobs: { published: string; unpublished: string; closed: string; deleted: string; closedProject: string };
  keys: {
    careers: string;
    contacts: string;
    partner: string;
    partnerConnector: string;
    partnerReadOnly: string;
    /** A key with only public:careers:read: enough to authenticate, not to write. */
    noWriteScope: string;
  };
}

export function uniqueSlug(prefix = 't'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** A whole tenant: stages, users, projects, jobs in every status, and a key for each scope set. */
export async function createTenant(app: INestApplication, options: { slug?: string; requiredFields?: string[] } = {}): Promise<TestTenant> {
  const tenants = app.get(TenantsAdminService);
  const keys = app.get(ApiKeysService);
  const slug = options.slug ?? uniqueSlug();
  const client = await tenants.createClient(slug, `Client ${slug}`, { requiredFields: options.requiredFields });
  const stages = await tenants.setStages(slug, [
    { key: 'new', label: 'New' },
    { key: 'screening', label: 'Screening' },
    { key: 'interview', label: 'Interview' },
  ]);
  const admin = await tenants.createUser(slug, `admin@${slug}.example`, 'Ada Admin', 'admin');
  const recruiter = await tenants.createUser(slug, `recruiter@${slug}.example`, 'Rita Recruiter', 'recruiter');
  const openProject = await tenants.createProject(slug, 'Backend engineer', { companyName: 'Acme' });
  const closedProject = await tenants.createProject(slug, 'Old project', { status: 'closed' });
  const job = (title: string, status: string, projectId = openProject.id) =>
    tenants.createJob(slug, { title, status, projectId, customFields: [{ name: 'Team', value: 'Platform' }] }).then((j) => j.jobid);
  const key = async (scopes: Scope[], connector?: string) => (await keys.create(client.id, scopes, { connector })).key;
  return {
    clientId: client.id,
    slug,
    stages: stages.map((s) => ({ id: s.id, key: s.key, label: s.label })),
    admin: { id: admin.id, email: admin.email },
    recruiter: { id: recruiter.id, email: recruiter.email },
    openProject: { id: openProject.id, title: openProject.title },
    closedProject: { id: closedProject.id, title: closedProject.title },
    jobs: {
      published: await job('Published job', 'published'),
      unpublished: await job('Unpublished job', 'unpublished'),
      closed: await job('Closed job', 'closed'),
      deleted: await job('Deleted job', 'deleted'),
      closedProject: await job('Job of a closed project', 'published', closedProject.id),
    },
    keys: {
      careers: await key([Scope.CareersRead, Scope.CareersApply]),
      contacts: await key([Scope.ContactsWrite]),
      partner: await key([Scope.PartnerProjectsRead, Scope.PartnerCandidatesWrite]),
      partnerConnector: await key([Scope.PartnerProjectsRead, Scope.PartnerCandidatesWrite], `connector-${slug}`),
      partnerReadOnly: await key([Scope.PartnerProjectsRead]),
      noWriteScope: await key([Scope.CareersRead]),
    },
  };
}

/**
 * A person stored as a recruiter (or another author) would have entered it, through the person
 * repository (no matching: several persons may share an e-mail). Every given field records `author`.
 */
export async function insertPerson(
  app: INestApplication,
  clientId: string,
  fields: { firstName?: string; lastName?: string; email?: string | null; phone?: string | null },
  options: { isCandidate?: boolean; isContact?: boolean; author?: Provenance } = {},
): Promise<{ id: string }> {
  const values = { firstName: 'Rec', lastName: 'Orded', email: null, phone: null, ...fields };
  const provenance = Object.fromEntries(Object.entries(values).filter(([, value]) => value).map(([field]) => [field, options.author ?? 'recruiter']));
  const id = await app.get(DataSource).transaction((manager) =>
    app.get(PersonRepository).insert(manager, {
      clientId,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      emailKey: values.email ? values.email.trim().toLowerCase() : null,
      phone: values.phone,
      linkedinUrl: null,
      linkedinKey: null,
      jobTitle: null,
      isCandidate: options.isCandidate ?? false,
      isContact: options.isContact ?? false,
      provenance,
    }),
  );
  return { id };
}
