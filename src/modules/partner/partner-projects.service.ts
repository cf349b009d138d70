import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthContext } from '../../common/auth/auth-context';
import { ProjectRepository, ProjectView, StageView } from '../projects/project.repository';

export type { ProjectView, StageView };
export interface ProjectListView { stages: StageView[]; projects: ProjectView[] }

@Injectable()
export class PartnerProjectsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly projects: ProjectRepository,
  ) {}

  /** SPEC 4.5: the client's pipeline stages (in order) and its open projects (newest first). */
  async list(auth: AuthContext): Promise<ProjectListView> {
    const [stages, projects] = await Promise.all([
      this.projects.stages(this.db.manager, auth.clientId),
      this.projects.openProjects(this.db.manager, auth.clientId),
    ]);
    return { stages, projects };
  }
}
