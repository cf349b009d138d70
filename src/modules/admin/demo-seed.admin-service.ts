import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiKeysService } from '../../common/auth/api-keys.service';
import { Scope } from '../../common/auth/scopes';
import { Client } from '../../database/entities';
import { TenantsAdminService } from './tenants.admin-service';

export const DEMO_SLUG = 'demo';

/** One key for each scope set an integrator needs. */
const DEMO_KEYS: Array<{ label: string; scopes: Scope[]; connector?: string }> = [
  { label: 'career site (website channel)', scopes: [Scope.CareersRead, Scope.CareersApply, Scope.ContactsWrite] },
  { label: 'partner connector', scopes: [Scope.PartnerProjectsRead, Scope.PartnerCandidatesWrite], connector: 'demo-jobboard' },
  { label: 'partner read-only', scopes: [Scope.PartnerProjectsRead] },
];

@Injectable()
export class DemoSeedAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tenants: TenantsAdminService,
    private readonly keys: ApiKeysService,
  ) {}

  /** Creates the demo client and its catalogue once; every run prints freshly generated keys. */
  async seed(): Promise<Record<string, unknown>> {
    let client = await this.db.getRepository(Client).findOne({ where: { slug: DEMO_SLUG } });
    const created = !client;
    if (!client) client = await this.createCatalogue();
    const keys = [];
    for (const spec of DEMO_KEYS) {
      const key = await this.keys.create(client.id, spec.scopes, { label: `demo: ${spec.label}`, connector: spec.connector ?? null });
      keys.push({ label: spec.label, key: key.key, scopes: key.scopes, connector: key.connector });
    }
    const jobs: Array<{ jobid: string; title: string; status: string }> = await this.db.query(
      `SELECT public_id AS jobid, title, status FROM job WHERE client_id = $1 ORDER BY published_at DESC`, [client.id]);
    return { client: { id: client.id, slug: client.slug, name: client.name }, created, jobs, keys };
  }

  private async createCatalogue(): Promise<Client> {
    const client = await this.tenants.createClient(DEMO_SLUG, 'Demo Recruiting', { defaultCompanyStatus: 'prospect' });
    await this.tenants.setStages(DEMO_SLUG, [
      { key: 'new', label: 'New' },
      { key: 'screening', label: 'Screening' },
      { key: 'interview', label: 'Interview' },
      { key: 'offer', label: 'Offer' },
      { key: 'hired', label: 'Hired' },
    ]);
    const admin = await this.tenants.createUser(DEMO_SLUG, 'admin@demo.example', 'Alice Admin', 'admin');
    const recruiter = await this.tenants.createUser(DEMO_SLUG, 'recruiter@demo.example', 'Rémi Recruteur', 'recruiter');
    await this.tenants.createCompany(DEMO_SLUG, 'Société Générale de Démo', [recruiter.id]);
    await this.tenants.createCompany(DEMO_SLUG, 'Acme Robotics', []);
    void admin;
    const backend = await this.tenants.createProject(DEMO_SLUG, 'Backend engineer', { companyName: 'Acme Robotics' });
    const sales = await this.tenants.createProject(DEMO_SLUG, 'Account executive', { companyName: 'Société Générale de Démo' });
    await this.tenants.createProject(DEMO_SLUG, 'Office manager (filled)', { status: 'closed' });
    await this.tenants.createJob(DEMO_SLUG, {
      title: 'Backend Engineer (TypeScript)', projectId: backend.id, company: 'Acme Robotics', city: 'Lyon', state: 'Auvergne-Rhône-Alpes',
      country: 'FR', url: 'https://careers.demo.example/jobs/backend', salary: '55-65 k€', jobtype: 'Permanent contract',
      remotetype: 'Hybrid remote', description: '<p>Build our <strong>integration platform</strong>.</p>',
      customFields: [{ name: 'Team', value: 'Platform' }, { name: 'Years of experience', value: '3+' }],
    });
    await this.tenants.createJob(DEMO_SLUG, {
      title: 'Chargé·e de clientèle', projectId: sales.id, company: 'Société Générale de Démo', city: 'Paris', state: 'Île-de-France',
      country: 'FR', jobtype: 'CDI', remotetype: 'No remote', description: '<p>Développez notre portefeuille.</p>',
      customFields: [{ name: 'Niveau d’études', value: 'Bac+5' }],
    });
    await this.tenants.createJob(DEMO_SLUG, { title: 'Draft: Data Analyst', projectId: backend.id, status: 'unpublished', country: 'FR' });
    return client;
  }
}
