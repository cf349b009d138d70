import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

export interface StageView { key: string; label: string }
export interface StageRef extends StageView { id: string }
export interface ProjectView { projectId: string; title: string; companyName: string }

/** A job with what an application needs to know: its project's status and the client's required fields. */
export interface ApplicationTarget {
  id: string;
  projectId: string;
  title: string;
  status: string;
  projectStatus: string;
  customFields: unknown;
  requiredFields: string[];
}

/** SQL of projects, their jobs and the client's pipeline stages. Every method takes the client id. */
@Injectable()
export class ProjectRepository {
  /** The client's pipeline stages in order (the first is the default stage). */
  stages(manager: EntityManager, clientId: string): Promise<StageView[]> {
    return manager.query(`SELECT key, label FROM stage WHERE client_id = $1 ORDER BY position, key`, [clientId]);
  }

  /** The client's open projects, newest first. */
  openProjects(manager: EntityManager, clientId: string): Promise<ProjectView[]> {
    return manager.query(
      `SELECT p.id AS "projectId", p.title, coalesce(c.name, '') AS "companyName"
         FROM project p LEFT JOIN company c ON c.client_id = p.client_id AND c.id = p.company_id
        WHERE p.client_id = $1 AND p.status = 'open'
        ORDER BY p.created_at DESC, p.id`,
      [clientId],
    );
  }

  /** The client's stage of that key, or null. */
  async stageByKey(manager: EntityManager, clientId: string, key: string): Promise<StageRef | null> {
    const rows: StageRef[] = await manager.query(`SELECT id, key, label FROM stage WHERE client_id = $1 AND key = $2`, [clientId, key]);
    return rows[0] ?? null;
  }

  /** Keys of the client's stages that processes use. */
  async stageKeysInUse(manager: EntityManager, clientId: string): Promise<string[]> {
    const rows: Array<{ key: string }> = await manager.query(
      `SELECT DISTINCT s.key FROM stage s JOIN process p ON p.client_id = s.client_id AND p.stage_id = s.id WHERE s.client_id = $1`,
      [clientId],
    );
    return rows.map((row) => row.key);
  }

  /** Makes `stages` the client's pipeline, in that order: other stages deleted, existing keys relabelled and moved. */
  async replaceStages(manager: EntityManager, clientId: string, stages: StageView[]): Promise<void> {
    await manager.query(`DELETE FROM stage WHERE client_id = $1 AND NOT (key = ANY($2))`, [clientId, stages.map((stage) => stage.key)]);
    await manager.query(`UPDATE stage SET position = position + 100000 WHERE client_id = $1`, [clientId]);
    for (const [position, stage] of stages.entries()) {
      await manager.query(
        `INSERT INTO stage (client_id, key, label, position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (client_id, key) DO UPDATE SET label = excluded.label, position = excluded.position`,
        [clientId, stage.key, stage.label, position],
      );
    }
  }

  /** The client's first stage by position (the default stage of new processes), or null when it has none. */
  /** Opens or closes a project; the status it had, or null when it is not one of the client's. */
  async setStatus(manager: EntityManager, clientId: string, id: string, status: 'open' | 'closed'): Promise<string | null> {
    const [rows]: [Array<{ previous: string }>, number] = await manager.query(
      `UPDATE project p SET status = $3 FROM (SELECT id, status FROM project WHERE client_id = $1 AND id = $2 FOR UPDATE) old
        WHERE p.client_id = $1 AND p.id = old.id RETURNING old.status AS previous`,
      [clientId, id, status],
    );
    return rows[0]?.previous ?? null;
  }

  async firstStageId(manager: EntityManager, clientId: string): Promise<string | null> {
    const rows: Array<{ id: string }> = await manager.query(`SELECT id FROM stage WHERE client_id = $1 ORDER BY position, key LIMIT 1`, [clientId]);
    return rows[0]?.id ?? null;
  }

  /** In one read: the project if it is an open project of the client, and the stage of that key (null: the first stage). */
  async openProjectAndStage(manager: EntityManager, clientId: string, projectId: string, stageKey: string | null): Promise<{ projectId: string | null; stageId: string | null }> {
    const rows: Array<{ projectId: string | null; stageId: string | null }> = await manager.query(
      `SELECT (SELECT id FROM project WHERE client_id = $1 AND id = $2 AND status = 'open') AS "projectId",
              (SELECT id FROM stage WHERE client_id = $1 AND ($3::text IS NULL OR key = $3) ORDER BY position, key LIMIT 1) AS "stageId"`,
      [clientId, projectId, stageKey],
    );
    return rows[0] ?? { projectId: null, stageId: null };
  }

  /** The job of that public id (the feed's jobid) with its project's status and the client's required application fields. */
  async jobForApplication(manager: EntityManager, clientId: string, publicId: string): Promise<ApplicationTarget | null> {
    const rows: ApplicationTarget[] = await manager.query(
      `SELECT j.id, j.project_id AS "projectId", j.title, j.status, p.status AS "projectStatus", j.custom_fields AS "customFields",
              c.required_application_fields AS "requiredFields"
         FROM job j
         JOIN project p ON p.client_id = j.client_id AND p.id = j.project_id
         JOIN client c ON c.id = j.client_id
        WHERE j.client_id = $1 AND j.public_id = $2`,
      [clientId, publicId],
    );
    return rows[0] ?? null;
  }
}
