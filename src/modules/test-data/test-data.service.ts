import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthContext } from '../../common/auth/auth-context';
import { Scope } from '../../common/auth/scopes';
import { AppError } from '../../common/errors/app-error';
import { isBlank } from '../../common/text/normalize';
import { IdentityService } from '../people/identity.service';
import { PURGED_KINDS, PurgedIds, PurgedKind, TestDataRepository, TestMarker, TestRecordKind, TestRecordSelection, TEST_RECORD_KINDS } from './test-data.repository';

export type { TestMarker } from './test-data.repository';
export type TestDataCounts = Record<PurgedKind, number>;

export interface TestDataReport {
  /** Whether the rows were deleted (false for `find` and `--dry-run`: what a purge would delete). */
  deleted: boolean;
  counts: TestDataCounts;
  ids?: PurgedIds;
}

/** The longest value of a filter (the longest marker field, utm_source, is 200 characters). */
const FILTER_MAX_LENGTH = 200;
/** An e-mail pattern needs this many characters besides the wildcards: `%` alone would match every e-mail. */
const PATTERN_MIN_LITERALS = 3;

/** Which kind of record each scope of a key lets it delete (its own only). */
const KIND_OF_SCOPE: ReadonlyArray<[Scope, TestRecordKind]> = [
  [Scope.CareersApply, 'applications'],
  [Scope.ContactsWrite, 'contactRequests'],
  [Scope.PartnerCandidatesWrite, 'partnerSubmissions'],
];
export const TEST_DATA_SCOPES = KIND_OF_SCOPE.map(([scope]) => scope) as [Scope, ...Scope[]];

class DryRun extends Error {
  constructor(readonly ids: PurgedIds) {
    super('dry run');
  }
}

/**
 * Test data (SPEC 1: no sandbox; test records carry a marker and the client deletes them). One
 * service for the CLI (`recruit test-data find|purge`, any record of the client) and the API
 * (`DELETE /v1/public/test-data`, the key's own records of the kinds its scopes write). A purge is
 * one transaction per client; `find` and a dry run run the very same statements and roll back, so
 * their counts are what a purge deletes.
 */
@Injectable()
export class TestDataService {
  private readonly logger = new Logger(TestDataService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly records: TestDataRepository,
    private readonly identity: IdentityService,
  ) {}

  /** The CLI: every record of the client with the marker. */
  run(clientId: string, marker: TestMarker, options: { dryRun: boolean; verbose: boolean }): Promise<TestDataReport> {
    return this.purge(clientId, { marker: checkMarker(marker), kinds: TEST_RECORD_KINDS, apiKeyId: null }, options);
  }

  /** The API: the records with the marker that this key created, of the kinds its scopes write. */
  purgeOwn(auth: AuthContext, marker: TestMarker): Promise<TestDataReport> {
    const kinds = KIND_OF_SCOPE.filter(([scope]) => auth.scopes.has(scope)).map(([, kind]) => kind);
    return this.purge(auth.clientId, { marker: checkMarker(marker), kinds, apiKeyId: auth.keyId }, { dryRun: false, verbose: false });
  }

  private async purge(clientId: string, selection: TestRecordSelection, options: { dryRun: boolean; verbose: boolean }): Promise<TestDataReport> {
    let purged: PurgedIds;
    try {
      purged = await this.db.transaction(async (manager) => {
        const first = await this.records.match(manager, clientId, selection);
        // The persons' identity locks first (a submission of one of their e-mails waits for the
        // purge), then the selection again: what was added in between is seen.
        await this.identity.lockPersons(manager, clientId, first.persons);
        const matched = await this.records.match(manager, clientId, selection);
        const ids = await this.records.purge(manager, clientId, matched);
        if (options.dryRun) throw new DryRun(ids);
        return ids;
      });
    } catch (error) {
      if (!(error instanceof DryRun)) throw error;
      purged = error.ids;
    }
    const counts = Object.fromEntries(PURGED_KINDS.map((kind) => [kind, purged[kind].length])) as TestDataCounts;
    if (!options.dryRun) this.logger.log({ clientId, apiKeyId: selection.apiKeyId, counts }, 'Test data purged');
    return { deleted: !options.dryRun, counts, ...(options.verbose ? { ids: purged } : {}) };
  }
}

/** At least one filter; none blank or too long; an e-mail pattern with enough literal characters. */
function checkMarker(marker: TestMarker): TestMarker {
  const fields: Array<[keyof TestMarker, string]> = [['utmSource', 'utm_source'], ['formName', 'formName'], ['emailLike', 'emailLike']];
  for (const [key, field] of fields) {
    const value = marker[key];
    if (value === null) continue;
    if (isBlank(value)) throw new AppError('validation_error', `${field} is empty`, field);
    if (value.includes('\u0000')) throw new AppError('validation_error', `${field} contains a NUL character`, field);
    if (value.length > FILTER_MAX_LENGTH) throw new AppError('validation_error', `${field} is longer than ${FILTER_MAX_LENGTH} characters`, field);
  }
  if (marker.utmSource === null && marker.formName === null && marker.emailLike === null) {
    throw new AppError('validation_error', 'Give at least one test marker: utm_source, formName or emailLike', 'utm_source');
  }
  if (marker.emailLike !== null && marker.emailLike.replace(/[%_\\]/g, '').length < PATTERN_MIN_LITERALS) {
    throw new AppError('validation_error', `emailLike needs at least ${PATTERN_MIN_LITERALS} characters besides % and _ (it would match almost every e-mail)`, 'emailLike');
  }
  return marker;
}
