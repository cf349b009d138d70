import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { assertUuid } from '../../common/validation/uuid';
import { ActivityRepository } from '../history/activity.repository';
import { ProcessRepository } from '../projects/process.repository';
import { ProjectRepository } from '../projects/project.repository';
import { TenantsAdminService } from './tenants.admin-service';

export interface StageChange {
  id: string;
  personId: string;
  projectId: string;
  stage: { key: string; label: string };
  previousStage: { key: string; label: string };
  changed: boolean;
}

/** A recruiter's moves of a candidate in the pipeline (admin CLI). */
@Injectable()
export class ProcessesAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tenants: TenantsAdminService,
    private readonly projects: ProjectRepository,
    private readonly processes: ProcessRepository,
    private readonly history: ActivityRepository,
  ) {}

  /**
   * Moves a process to the stage `stageKey`, with an entry in the person's history. Moving it to
   * the stage it is at changes nothing. Partners see the change in GET /v1/partner/candidates
   * (a trigger moves partner_submission.updated_at).
   */
  async setStage(slug: string, processId: string, stageKey: string): Promise<StageChange> {
    assertUuid(processId, 'id');
    return this.db.transaction(async (manager) => {
      const client = await this.tenants.clientBySlug(slug, manager);
      const stage = await this.projects.stageByKey(manager, client.id, stageKey);
      if (!stage) throw new AppError('invalid_stage', `Unknown stage "${stageKey}" for this client`, 'stage');
      const process = await this.processes.lockWithStage(manager, client.id, processId);
      if (!process) throw new AppError('not_found', 'No such process for this client', 'id');
      const changed = process.stage.id !== stage.id;
      if (changed) {
        await this.processes.setStage(manager, client.id, processId, stage.id);
        await this.history.record(manager, client.id, {
          personId: process.personId,
          projectId: process.projectId,
          kind: 'process.stage_changed',
          summary: `Moved from ${process.stage.label} to ${stage.label}`,
          data: { processId, from: process.stage.key, to: stage.key },
        });
      }
      return {
        id: processId,
        personId: process.personId,
        projectId: process.projectId,
        stage: { key: stage.key, label: stage.label },
        previousStage: { key: process.stage.key, label: process.stage.label },
        changed,
      };
    });
  }
}
