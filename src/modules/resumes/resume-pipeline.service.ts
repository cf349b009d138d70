import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AppConfig } from '../../config/app-config.service';
import { Activity, Application, DocumentContent, DocumentRecord, Person } from '../../database/entities';
import { ResumeWorkPayload } from '../../database/entities/outbox.entity';
import { DocumentsService } from '../documents/documents.service';
import { detectResumeType } from './detect/detect-resume-type';
import { DownloadError, safeDownload } from './download/safe-download';
import { hasText } from './extract/extract-text';
import { ExtractionError } from './extract/extraction-error';
import { ResumeExtractor } from './extract/resume-extractor.service';
import { mergeProfile, MergeResult } from './merge/profile-merge';
import { parseResume, ParsedResume } from './parse/parse-resume';

export type RunOutcome = 'parsed' | 'already_done' | 'failed' | 'no_text';

/** A failure that retrying will not fix; its message is shown to recruiters. */
export class ResumeFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResumeFailure';
  }
}

interface Context {
  clientId: string;
  documentId: string | null;
  applicationId: string | null;
}

/**
 * The resume pipeline of one work item: download (resumeUrl) → store → extract (isolated) → parse
 * → fill the profile in one transaction → activity entry. Idempotent: a document already parsed,
 * empty or failed is not processed again, and merging the same resume twice adds nothing.
 */
@Injectable()
export class ResumePipelineService {
  private readonly logger = new Logger(ResumePipelineService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly documents: DocumentsService,
    private readonly extractor: ResumeExtractor,
    private readonly config: AppConfig,
  ) {}

  /**
   * Runs one work item. Final failures are recorded on the document and the application and the
   * run ends normally; transient ones are thrown for the queue to retry, and recorded on the last attempt.
   */
  async run(payload: ResumeWorkPayload, options: { finalAttempt: boolean }): Promise<RunOutcome> {
    const ctx: Context = { clientId: payload.clientId, documentId: payload.documentId, applicationId: payload.applicationId };
    try {
      if (!ctx.documentId) {
        if (!payload.resumeUrl) throw new ResumeFailure('No resume to process');
        ctx.documentId = await this.fetchAndStore(payload);
      }
      const outcome = await this.processDocument(ctx.clientId, ctx.documentId, ctx.applicationId);
      this.logger.log({ clientId: ctx.clientId, documentId: ctx.documentId, outcome }, 'Resume processed');
      return outcome;
    } catch (error) {
      const final = isFinal(error) || options.finalAttempt;
      const reason = readableReason(error);
      this.logger.warn({ clientId: ctx.clientId, documentId: ctx.documentId, final, err: error instanceof Error ? error.message : String(error) }, 'Resume processing failed');
      if (!final) throw error;
      await this.recordFailure(ctx, reason);
      return 'failed';
    }
  }

  /** Downloads a resumeUrl, checks its type by magic bytes and stores it on the person like an upload. */
  private async fetchAndStore(payload: ResumeWorkPayload): Promise<string> {
    const env = this.config.env;
    const download = await safeDownload(payload.resumeUrl as string, {
      maxBytes: env.resumeMaxBytes,
      timeoutMs: env.resumeDownloadTimeoutMs,
      allowedHosts: env.resumeUrlAllowedHosts,
    });
    const type = await detectResumeType(download.bytes);
    if (!type) throw new ResumeFailure('The file at the resume URL is not a PDF, Word document or image');
    return this.db.transaction(async (manager) => {
      const stored = await this.documents.store(manager, {
        clientId: payload.clientId,
        personId: payload.personId,
        bytes: download.bytes,
        mimeType: type.mime,
        originalName: fileNameOf(download.finalUrl),
        source: 'url',
        sourceUrl: payload.resumeUrl,
      });
      if (payload.applicationId) {
        await manager.getRepository(Application).update({ clientId: payload.clientId, id: payload.applicationId }, { documentId: stored.documentId });
      }
      return stored.documentId;
    });
  }

  private async processDocument(clientId: string, documentId: string, applicationId: string | null): Promise<RunOutcome> {
    const documents = this.db.getRepository(DocumentRecord);
    const doc = await documents.findOne({ where: { clientId, id: documentId } });
    if (!doc) throw new ResumeFailure('The resume document no longer exists');
    if (doc.status === 'parsed' || doc.status === 'no_text' || doc.status === 'failed') {
      await this.reflectOnApplication(this.db.manager, clientId, applicationId, doc);
      return 'already_done';
    }
    await this.setStatus(clientId, documentId, applicationId);
    const content = await this.db.getRepository(DocumentContent).findOne({ where: { clientId, documentId } });
    if (!content) throw new ResumeFailure('The resume file is missing');
    const type = await detectResumeType(content.bytes);
    if (!type) throw new ResumeFailure('The resume is not a PDF, Word document or image');

    const extraction = await this.extractor.extract(content.bytes, type.ext);
    if (!hasText(extraction.text)) {
      return this.finishWithoutText(clientId, documentId, applicationId, extraction.text);
    }
    const parsed = parseResume(extraction.text, extraction.lines);
    return this.db.transaction(async (manager) => {
      const current = await manager.getRepository(DocumentRecord).findOne({ where: { clientId, id: documentId }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new ResumeFailure('The resume document no longer exists');
      if (current.status === 'parsed') {
        // Another job finished the same file first (the same resume sent twice at once).
        await this.reflectOnApplication(manager, clientId, applicationId, current);
        return 'already_done';
      }
      const person = await manager.getRepository(Person).findOne({ where: { clientId, id: doc.personId }, lock: { mode: 'pessimistic_write' } });
      if (!person) throw new ResumeFailure('The candidate no longer exists');
      const merge = mergeProfile(person, parsed);
      if (merge.changed) await this.writePerson(manager, person, merge);
      await manager.getRepository(DocumentRecord).update(
        { clientId, id: documentId },
        { status: 'parsed', failureReason: null, extractedText: extraction.text, parseResult: { ...parsed, method: extraction.method, pages: extraction.pages }, parsedAt: new Date() },
      );
      if (applicationId) await manager.getRepository(Application).update({ clientId, id: applicationId }, { resumeStatus: 'parsed', resumeError: null });
      const activity: Partial<Activity> = {
        clientId,
        personId: person.id,
        kind: 'resume.parsed',
        summary: summarize(merge, parsed),
        data: { documentId, applicationId, added: merge.added },
      };
      // TypeORM's deep-partial type cannot follow a Record<string, unknown> jsonb column.
      await manager.getRepository(Activity).insert(activity as QueryDeepPartialEntity<Activity>);
      return 'parsed';
    });
  }

  private async writePerson(manager: EntityManager, person: Person, merge: MergeResult): Promise<void> {
    const changes: Partial<Person> = { ...merge.fields, profile: merge.profile, provenance: merge.provenance };
    if (merge.fields.email) changes.emailKey = merge.fields.email.trim().toLowerCase();
    await manager.getRepository(Person).update({ clientId: person.clientId, id: person.id }, changes as QueryDeepPartialEntity<Person>);
  }

  private async setStatus(clientId: string, documentId: string, applicationId: string | null): Promise<void> {
    await this.db.getRepository(DocumentRecord).update({ clientId, id: documentId }, { status: 'processing' });
    if (applicationId) await this.db.getRepository(Application).update({ clientId, id: applicationId }, { resumeStatus: 'processing' });
  }

  private async finishWithoutText(clientId: string, documentId: string, applicationId: string | null, text: string): Promise<RunOutcome> {
    const reason = 'The resume has no readable text (an image-only PDF that could not be read, or an empty document)';
    await this.db.transaction(async (manager) => {
      await manager.getRepository(DocumentRecord).update({ clientId, id: documentId }, { status: 'no_text', failureReason: reason, extractedText: text, parsedAt: new Date() });
      if (applicationId) await manager.getRepository(Application).update({ clientId, id: applicationId }, { resumeStatus: 'failed', resumeError: reason });
    });
    return 'no_text';
  }

  /** A document processed earlier (same file sent again): the application gets the same state. */
  private async reflectOnApplication(manager: EntityManager, clientId: string, applicationId: string | null, doc: DocumentRecord): Promise<void> {
    if (!applicationId) return;
    const parsed = doc.status === 'parsed';
    await manager.getRepository(Application).update({ clientId, id: applicationId }, { resumeStatus: parsed ? 'parsed' : 'failed', resumeError: parsed ? null : doc.failureReason });
  }

  private async recordFailure(ctx: Context, reason: string): Promise<void> {
    try {
      await this.db.transaction(async (manager) => {
        if (ctx.documentId) {
          await manager.getRepository(DocumentRecord).update({ clientId: ctx.clientId, id: ctx.documentId }, { status: 'failed', failureReason: reason });
        }
        if (ctx.applicationId) {
          await manager.getRepository(Application).update({ clientId: ctx.clientId, id: ctx.applicationId }, { resumeStatus: 'failed', resumeError: reason });
        }
      });
    } catch (error) {
      this.logger.error({ clientId: ctx.clientId, documentId: ctx.documentId, err: error instanceof Error ? error.message : String(error) }, 'Could not record the resume failure');
      throw error;
    }
  }
}

function isFinal(error: unknown): boolean {
  if (error instanceof ResumeFailure || error instanceof ExtractionError) return true;
  if (error instanceof DownloadError) return !error.transient;
  return false;
}

function readableReason(error: unknown): string {
  if (error instanceof ResumeFailure || error instanceof ExtractionError || error instanceof DownloadError) return error.message;
  return 'The resume could not be processed (internal error)';
}

/** The file name from a resume URL's last path segment; a bad percent-escape ("cv%E0.pdf") keeps the segment as sent. */
export function fileNameOf(url: string): string | null {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  if (!last) return null;
  try {
    return decodeURIComponent(last).slice(0, 255);
  } catch {
    return last.slice(0, 255);
  }
}

/** "Resume parsed: added phone, linkedinUrl, 3 experiences, 2 education entries, 8 skills, 2 languages." */
export function summarize(merge: MergeResult, parsed: ParsedResume): string {
  const parts: string[] = [...merge.added.fields];
  if (merge.added.experiences) parts.push(`${merge.added.experiences} experience${merge.added.experiences > 1 ? 's' : ''}`);
  if (merge.added.education) parts.push(`${merge.added.education} education entr${merge.added.education > 1 ? 'ies' : 'y'}`);
  if (merge.added.skills.length) parts.push(`${merge.added.skills.length} skill${merge.added.skills.length > 1 ? 's' : ''}`);
  if (merge.added.languages.length) parts.push(`${merge.added.languages.length} language${merge.added.languages.length > 1 ? 's' : ''}`);
  if (parts.length === 0) return parsed.experiences.length + parsed.skills.length > 0 ? 'Resume parsed: nothing new for the profile' : 'Resume parsed: nothing found to add';
  return `Resume parsed: added ${parts.join(', ')}`;
}
