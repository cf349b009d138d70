import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { assertUuid } from '../../common/validation/uuid';
import { ActivityRepository } from '../history/activity.repository';
import { IdentityService } from '../people/identity.service';
import { PersonRepository } from '../people/person.repository';
import { PersonMergeRepository } from './person-merge.repository';
import { RecordView, RecordViewsRepository, Showable } from './record-views.repository';
import { TenantsAdminService } from './tenants.admin-service';

export { SHOWABLE } from './record-views.repository';
export type { Showable } from './record-views.repository';

/** Inspection, merge and deletion of records (admin CLI). */
@Injectable()
export class RecordsAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tenants: TenantsAdminService,
    private readonly identity: IdentityService,
    private readonly persons: PersonRepository,
    private readonly merges: PersonMergeRepository,
    private readonly views: RecordViewsRepository,
    private readonly history: ActivityRepository,
  ) {}

  /** `recruit show`: the record with its links, profile, provenance and history. */
  async show(kind: Showable, id: string): Promise<RecordView> {
    assertUuid(id, 'id');
    const view = await this.views.view(this.db.manager, kind, id);
    if (!view) throw new AppError('not_found', `No such ${kind.replace('-', ' ')}`, 'id');
    return view;
  }

  /**
   * Merges person `fromId` into `intoId` under both persons' identity locks: processes (one per
   * project kept), documents (same bytes kept once), applications, contact requests, partner
   * submissions and history move; the survivor's empty fields take `fromId`'s values, lists are
   * merged (IdentityService.absorb); `fromId` is deleted.
   */
  async mergePersons(slug: string, intoId: string, fromId: string): Promise<{ id: string; mergedFrom: string }> {
    assertUuid(intoId, 'into');
    assertUuid(fromId, 'from');
    if (intoId === fromId) throw new AppError('validation_error', 'A person cannot be merged into itself', 'from');
    return this.db.transaction(async (manager) => {
      const clientId = (await this.tenants.clientBySlug(slug, manager)).id;
      const { into, from } = await this.identity.lockForMerge(manager, clientId, intoId, fromId);
      await this.merges.moveProcesses(manager, clientId, intoId, fromId);
      await this.merges.moveDocuments(manager, clientId, intoId, fromId);
      await this.merges.moveRecords(manager, clientId, intoId, fromId);
      await this.merges.quarantineDuplicateApplications(manager, clientId, intoId);
      const { skipped } = await this.identity.absorb(manager, into, from);
      await this.history.record(manager, clientId, {
        personId: intoId,
        kind: 'person.merged',
        summary: 'Another person record was merged into this one',
        data: skipped.length ? { mergedFrom: fromId, skipped } : { mergedFrom: fromId },
      });
      return { id: intoId, mergedFrom: fromId };
    });
  }

  /** Permanent deletion: the person and everything that is theirs (applications, processes, documents, contact requests). */
  async deletePerson(slug: string, id: string, permanent: boolean): Promise<{ id: string; deleted: true }> {
    assertUuid(id, 'id');
    if (!permanent) throw new AppError('validation_error', 'Only permanent deletion exists: pass --permanent', 'permanent');
    const client = await this.tenants.clientBySlug(slug);
    if (!(await this.persons.delete(this.db.manager, client.id, id))) throw new AppError('not_found', 'No such person', 'id');
    return { id, deleted: true };
  }
}
