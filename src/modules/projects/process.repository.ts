import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StageRef } from './project.repository';

export interface ProcessAtStage {
  personId: string;
  projectId: string;
  stage: StageRef;
}

/** SQL of processes: a person attached to a project at a stage, at most one per person and project. */
@Injectable()
export class ProcessRepository {
  /**
   * Attaches the person to the project at the stage, or returns the existing process (its stage
   * unchanged). Safe under concurrency: a unique constraint decides.
   */
  async attach(manager: EntityManager, clientId: string, personId: string, projectId: string, stageId: string): Promise<{ processId: string; created: boolean }> {
    const inserted: Array<{ id: string }> = await manager.query(
      `INSERT INTO process (client_id, person_id, project_id, stage_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (client_id, person_id, project_id) DO NOTHING RETURNING id`,
      [clientId, personId, projectId, stageId],
    );
    if (inserted.length > 0) return { processId: inserted[0].id, created: true };
    return { processId: (await this.findId(manager, clientId, personId, projectId)) as string, created: false };
  }

  async findId(manager: EntityManager, clientId: string, personId: string, projectId: string): Promise<string | null> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM process WHERE client_id = $1 AND person_id = $2 AND project_id = $3`,
      [clientId, personId, projectId],
    );
    return rows[0]?.id ?? null;
  }

  /** The process with its stage, row-locked until commit; null when it is not one of the client's. */
  async lockWithStage(manager: EntityManager, clientId: string, id: string): Promise<ProcessAtStage | null> {
    const rows: Array<{ personId: string; projectId: string; stageId: string; key: string; label: string }> = await manager.query(
      `SELECT p.person_id AS "personId", p.project_id AS "projectId", p.stage_id AS "stageId", s.key, s.label
         FROM process p JOIN stage s ON s.client_id = p.client_id AND s.id = p.stage_id
        WHERE p.client_id = $1 AND p.id = $2
        FOR UPDATE OF p`,
      [clientId, id],
    );
    const row = rows[0];
    return row ? { personId: row.personId, projectId: row.projectId, stage: { id: row.stageId, key: row.key, label: row.label } } : null;
  }

  async setStage(manager: EntityManager, clientId: string, id: string, stageId: string): Promise<void> {
    await manager.query(`UPDATE process SET stage_id = $3 WHERE client_id = $1 AND id = $2`, [clientId, id, stageId]);
  }
}
