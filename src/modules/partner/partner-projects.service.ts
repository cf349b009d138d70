import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthContext } from '../../common/auth/auth-context';

export interface StageView { key: string; label: string }
export interface ProjectView { projectId: string; title: string; companyName: string }
export interface ProjectListView { stages: StageView[]; projects: ProjectView[] }

@Injectable()
export class PartnerProjectsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** SPEC 4.5: the client's pipeline stages (in order) and its open projects (newest first). */
  async list(auth: AuthContext): Promise<ProjectListView> {
    const [stages, projects] = await Promise.all([
      this.db.query(`SELECT key, label FROM stage WHERE client_id = $1 ORDER BY position, key`, [auth.clientId]) as Promise<StageView[]>,
      this.db.query(
        `SELECT p.id AS "projectId", p.title, coalesce(c.name, '') AS "companyName"
           FROM project p LEFT JOIN company c ON c.client_id = p.client_id AND c.id = p.company_id
          WHERE p.client_id = $1 AND p.status = 'open'
          ORDER BY p.created_at DESC, p.id`,
        [auth.clientId],
      ) as Promise<ProjectView[]>,
    ]);
    return { stages, projects };
  }
}
