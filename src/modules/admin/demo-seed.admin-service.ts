import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiKeysService } from '../../common/auth/api-keys.service';
import { Scope } from '../../common/auth/scopes';
import { Client } from '../../database/entities';
import { NewJob, TenantsAdminService } from './tenants.admin-service';

export const DEMO_SLUG = 'demo';

/**
 * One key for each scope set an integrator needs, with the shell variable the documentation's
 * examples read it from (`export CAREERS_KEY=...`).
 */
const DEMO_KEYS: Array<{ variable: string; label: string; scopes: Scope[]; connector?: string }> = [
  { variable: 'CAREERS_KEY', label: 'career site (website channel)', scopes: [Scope.CareersRead, Scope.CareersApply, Scope.ContactsWrite] },
  { variable: 'PARTNER_KEY', label: 'partner connector', scopes: [Scope.PartnerProjectsRead, Scope.PartnerCandidatesWrite], connector: 'demo-jobboard' },
  { variable: 'PARTNER_READONLY_KEY', label: 'partner read-only', scopes: [Scope.PartnerProjectsRead] },
];
const KEY_LABEL_PREFIX = 'demo: ';

const DEMO_STAGES = [
  { key: 'new', label: 'New' },
  { key: 'screening', label: 'Screening' },
  { key: 'interview', label: 'Interview' },
  { key: 'offer', label: 'Offer' },
  { key: 'hired', label: 'Hired' },
];

/** Fixed ids, so that the documentation's examples run as written against the demo client. */
export const DEMO_PROJECTS = {
  backend: { id: 'de000000-0000-4000-8000-000000000001', title: 'Backend engineer', companyName: 'Acme Robotics', status: 'open' },
  sales: { id: 'de000000-0000-4000-8000-000000000002', title: 'Account executive', companyName: 'Société Générale de Démo', status: 'open' },
  closed: { id: 'de000000-0000-4000-8000-000000000003', title: 'Office manager (filled)', companyName: undefined, status: 'closed' },
} as const;

export const DEMO_JOBS: Array<NewJob & { id: string; publicId: string }> = [
  {
    id: 'de000000-0000-4000-8000-00000000a001', publicId: 'DEMOJOB001', projectId: DEMO_PROJECTS.backend.id, publishedAt: new Date('2026-01-12T09:00:00Z'),
    title: 'Backend Engineer (TypeScript)', company: 'Acme Robotics', city: 'Lyon', state: 'Auvergne-Rhône-Alpes',
    country: 'FR', url: 'https://careers.demo.example/jobs/backend', salary: '55-65 k€', jobtype: 'Permanent contract',
    remotetype: 'Hybrid remote', description: '<p>Build our <strong>integration platform</strong>.</p>',
    customFields: [{ name: 'Team', value: 'Platform' }, { name: 'Years of experience', value: '3+' }],
  },
  {
    id: 'de000000-0000-4000-8000-00000000a002', publicId: 'DEMOJOB002', projectId: DEMO_PROJECTS.sales.id, publishedAt: new Date('2026-01-10T09:00:00Z'),
    title: 'Chargé·e de clientèle', company: 'Société Générale de Démo', city: 'Paris', state: 'Île-de-France',
    country: 'FR', jobtype: 'CDI', remotetype: 'No remote', description: '<p>Développez notre portefeuille.</p>',
    customFields: [{ name: 'Niveau d’études', value: 'Bac+5' }],
  },
  {
    id: 'de000000-0000-4000-8000-00000000a003', publicId: 'DEMOJOB003', projectId: DEMO_PROJECTS.backend.id, publishedAt: new Date('2026-01-08T09:00:00Z'),
    title: 'Draft: Data Analyst', status: 'unpublished', country: 'FR',
  },
];

export interface DemoSeedResult {
  client: { id: string; slug: string; name: string };
  created: boolean;
  stages: Array<{ key: string; label: string }>;
  projects: Array<{ projectId: string; title: string; status: string }>;
  jobs: Array<{ jobid: string; title: string; status: string }>;
  keys: Array<{ variable: string; label: string; key: string; scopes: string[]; connector: string | null }>;
  revokedKeys: number;
}

@Injectable()
export class DemoSeedAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tenants: TenantsAdminService,
    private readonly keys: ApiKeysService,
  ) {}

  /**
   * Creates the demo client once (users, companies) and, on every run, puts its stages, projects and
   * jobs back as listed above (same ids, same content, same statuses), so a second run changes
   * nothing that the first one made. Keys are secrets shown once: every run revokes the demo keys of
   * the previous run and prints new ones.
   */
  async seed(): Promise<DemoSeedResult> {
    let client = await this.db.getRepository(Client).findOne({ where: { slug: DEMO_SLUG } });
    const created = !client;
    if (!client) client = await this.createClient();
    const stages = await this.tenants.setStages(DEMO_SLUG, DEMO_STAGES);
    for (const project of Object.values(DEMO_PROJECTS)) {
      await this.tenants.createProject(DEMO_SLUG, project.title, { id: project.id, companyName: project.companyName, status: project.status });
    }
    for (const job of DEMO_JOBS) await this.tenants.createJob(DEMO_SLUG, job);

    let revokedKeys = 0;
    for (const key of await this.keys.list(client.id)) {
      if (key.revokedAt || !key.label?.startsWith(KEY_LABEL_PREFIX)) continue;
      await this.keys.revoke(key.id);
      revokedKeys += 1;
    }
    const keys = [];
    for (const spec of DEMO_KEYS) {
      const key = await this.keys.create(client.id, spec.scopes, { label: `${KEY_LABEL_PREFIX}${spec.label}`, connector: spec.connector ?? null });
      keys.push({ variable: spec.variable, label: spec.label, key: key.key, scopes: key.scopes, connector: key.connector });
    }
    return {
      client: { id: client.id, slug: client.slug, name: client.name },
      created,
      stages: stages.map((stage) => ({ key: stage.key, label: stage.label })),
      projects: Object.values(DEMO_PROJECTS).map((project) => ({ projectId: project.id, title: project.title, status: project.status })),
      jobs: DEMO_JOBS.map((job) => ({ jobid: job.publicId, title: job.title, status: job.status ?? 'published' })),
      keys,
      revokedKeys,
    };
  }

  /** `export NAME=value` lines of the keys, to paste into a shell (or `eval`). */
  static shellExports(result: DemoSeedResult): string {
    return result.keys.map((key) => `export ${key.variable}=${key.key}   # ${key.label}`).join('\n');
  }

  private async createClient(): Promise<Client> {
    const client = await this.tenants.createClient(DEMO_SLUG, 'Demo Recruiting', { defaultCompanyStatus: 'prospect' });
    await this.tenants.createUser(DEMO_SLUG, 'admin@demo.example', 'Alice Admin', 'admin');
    const recruiter = await this.tenants.createUser(DEMO_SLUG, 'recruiter@demo.example', 'Rémi Recruteur', 'recruiter');
    await this.tenants.createCompany(DEMO_SLUG, 'Société Générale de Démo', [recruiter.id]);
    await this.tenants.createCompany(DEMO_SLUG, 'Acme Robotics', []);
    return client;
  }
}
