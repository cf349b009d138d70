import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { assertUuid } from '../../common/validation/uuid';
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
      const [stage]: Array<{ id: string; key: string; label: string }> = await manager.query(
        `SELECT id, key, label FROM stage WHERE client_id = $1 AND key = $2`,
        [client.id, stageKey],
      );
      if (!stage) throw new AppError('invalid_stage', `Unknown stage "${stageKey}" for this client`, 'stage');
      const [process]: Array<{ person_id: string; project_id: string; stage_id: string; key: string; label: string }> = await manager.query(
        `SELECT p.person_id, p.project_id, p.stage_id, s.key, s.label
           FROM process p JOIN stage s ON s.client_id = p.client_id AND s.id = p.stage_id
          WHERE p.client_id = $1 AND p.id = $2
          FOR UPDATE OF p`,
        [client.id, processId],
      );
      if (!process) throw new AppError('not_found', 'No such process for this client', 'id');
      const changed = process.stage_id !== stage.id;
      if (changed) {
        await manager.query(`UPDATE process SET stage_id = $3 WHERE client_id = $1 AND id = $2`, [client.id, processId, stage.id]);
        await manager.query(
          `INSERT INTO activity (client_id, person_id, project_id, kind, summary, data) VALUES ($1, $2, $3, 'process.stage_changed', $4, $5)`,
          [client.id, process.person_id, process.project_id, `Moved from ${process.label} to ${stage.label}`, { processId, from: process.key, to: stage.key }],
        );
      }
      return {
        id: processId,
        personId: process.person_id,
        projectId: process.project_id,
        stage: { key: stage.key, label: stage.label },
        previousStage: { key: process.key, label: process.label },
        changed,
      };
    });
  }
}
