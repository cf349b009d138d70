import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { detectResumeType } from '../../common/files/detect-resume-type';
import { ResumeFailureReason, ResumeJobTimer, ResumeMetrics } from '../../common/metrics/resume.metrics';
import { AppConfig } from '../../config/app-config.service';
import { DocumentRecord } from '../../database/entities';
import { ApplicationRepository } from '../applications/application.repository';
import { DocumentRepository } from '../documents/document.repository';
import { ActivityRepository } from '../history/activity.repository';
import { IdentityService, ProfileCompletion } from '../people/identity.service';
import { DownloadError, safeDownload } from './download/safe-download';
import { hasText } from './extract/extract-text';
import { ExtractionError } from './extract/extraction-error';
import { ResumeExtractor } from './extract/resume-extractor.service';
import { parseResume, ParsedResume } from './parse/parse-resume';
import { ResumeWorkPayload } from './resume.job';

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
    private readonly documents: DocumentRepository,
    private readonly applications: ApplicationRepository,
    private readonly identity: IdentityService,
    private readonly history: ActivityRepository,
    private readonly extractor: ResumeExtractor,
    private readonly config: AppConfig,
    private readonly metrics: ResumeMetrics,
  ) {}

  /**
   * Runs one work item. Final failures are recorded on the document and the application and the
   * run ends normally; transient ones are thrown for the queue to retry, and recorded on the last attempt.
   */
  async run(payload: ResumeWorkPayload, options: { finalAttempt: boolean }): Promise<RunOutcome> {
    const ctx: Context = { clientId: payload.clientId, documentId: payload.documentId, applicationId: payload.applicationId };
    const job = this.metrics.startJob();
    try {
      if (!ctx.documentId) {
        if (!payload.resumeUrl) throw new ResumeFailure('No resume to process');
        ctx.documentId = await this.fetchAndStore(payload);
      }
      const outcome = await this.processDocument(ctx.clientId, ctx.documentId, ctx.applicationId, job);
      if (outcome === 'no_text') this.metrics.failed('no_text');
      job.finish(outcome);
      this.logger.log({ clientId: ctx.clientId, documentId: ctx.documentId, outcome }, 'Resume processed');
      return outcome;
    } catch (error) {
      const final = isFinal(error) || options.finalAttempt;
      const reason = readableReason(error);
      this.logger.warn({ clientId: ctx.clientId, documentId: ctx.documentId, final, err: error instanceof Error ? error.message : String(error) }, 'Resume processing failed');
      job.finish(final ? 'failed' : 'retry');
      if (!final) throw error;
      await this.recordFailure(ctx, reason);
      this.metrics.failed(failureReason(error));
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
      if (payload.applicationId) await this.applications.setDocument(manager, payload.clientId, payload.applicationId, stored.documentId);
      return stored.documentId;
    });
  }

  private async processDocument(clientId: string, documentId: string, applicationId: string | null, job: ResumeJobTimer): Promise<RunOutcome> {
    const doc = await this.documents.find(this.db.manager, clientId, documentId);
    if (!doc) throw new ResumeFailure('The resume document no longer exists');
    if (doc.status === 'parsed' || doc.status === 'no_text' || doc.status === 'failed') {
      await this.reflectOnApplication(this.db.manager, clientId, applicationId, doc);
      return 'already_done';
    }
    await this.setStatus(clientId, documentId, applicationId);
    const bytes = await this.documents.content(this.db.manager, clientId, documentId);
    if (!bytes) throw new ResumeFailure('The resume file is missing');
    const type = await detectResumeType(bytes);
    if (!type) throw new ResumeFailure('The resume is not a PDF, Word document or image');
    job.documentType = type.ext;

    const extraction = await this.extractor.extract(bytes, type.ext);
    if (!hasText(extraction.text)) {
      return this.finishWithoutText(clientId, documentId, applicationId, extraction.text);
    }
    const parsed = parseResume(extraction.text, extraction.lines, extraction.links);
    return this.db.transaction(async (manager) => {
      // The identity lock of what the resume may write on the person comes first, before any row
      // lock, as in every brick (an e-mail or LinkedIn key is written under it).
      const found = await this.identity.lock(manager, clientId, {
        firstName: parsed.name?.firstName ?? null,
        lastName: parsed.name?.lastName ?? null,
        email: parsed.email,
        phone: parsed.phone,
        linkedinUrl: parsed.linkedinUrl,
      });
      const current = await this.documents.lock(manager, clientId, documentId);
      if (!current) throw new ResumeFailure('The resume document no longer exists');
      if (current.status === 'parsed') {
        // Another job finished the same file first (the same resume sent twice at once).
        await this.reflectOnApplication(manager, clientId, applicationId, current);
        return 'already_done';
      }
      const completion = await this.identity.completeFromResume(manager, found, doc.personId, {
        experiences: parsed.experiences,
        education: parsed.education,
        skills: parsed.skills,
        languages: parsed.languages,
      });
      if (!completion) throw new ResumeFailure('The candidate no longer exists');
      await this.documents.markParsed(manager, clientId, documentId, { text: extraction.text, parseResult: { ...parsed, method: extraction.method, pages: extraction.pages } });
      if (applicationId) await this.applications.setResumeStatus(manager, clientId, applicationId, 'parsed');
      await this.history.record(manager, clientId, {
        personId: doc.personId,
        kind: 'resume.parsed',
        summary: summarize(completion, parsed),
        data: {
          documentId,
          applicationId,
          added: { ...completion.added, experiences: completion.added.experiences.length, education: completion.added.education.length },
          skipped: completion.skipped,
        },
      });
      return 'parsed';
    });
  }

  private async setStatus(clientId: string, documentId: string, applicationId: string | null): Promise<void> {
    await this.documents.markProcessing(this.db.manager, clientId, documentId);
    if (applicationId) await this.applications.setResumeStatus(this.db.manager, clientId, applicationId, 'processing');
  }

  private async finishWithoutText(clientId: string, documentId: string, applicationId: string | null, text: string): Promise<RunOutcome> {
    const reason = 'The resume has no readable text (an image-only PDF that could not be read, or an empty document)';
    await this.db.transaction(async (manager) => {
      await this.documents.markNoText(manager, clientId, documentId, reason, text);
      if (applicationId) await this.applications.setResumeStatus(manager, clientId, applicationId, 'failed', reason);
    });
    return 'no_text';
  }

  /** A document processed earlier (same file sent again): the application gets the same state. */
  private async reflectOnApplication(manager: EntityManager, clientId: string, applicationId: string | null, doc: DocumentRecord): Promise<void> {
    if (!applicationId) return;
    const parsed = doc.status === 'parsed';
    await this.applications.setResumeStatus(manager, clientId, applicationId, parsed ? 'parsed' : 'failed', parsed ? null : doc.failureReason);
  }

  private async recordFailure(ctx: Context, reason: string): Promise<void> {
    try {
      await this.db.transaction(async (manager) => {
        if (ctx.documentId) await this.documents.markFailed(manager, ctx.clientId, ctx.documentId, reason);
        if (ctx.applicationId) await this.applications.setResumeStatus(manager, ctx.clientId, ctx.applicationId, 'failed', reason);
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

/** The bounded reason of the failures metric. */
function failureReason(error: unknown): ResumeFailureReason {
  if (error instanceof ExtractionError) return error.reason;
  if (error instanceof DownloadError) return `download_${error.reason}`;
  if (error instanceof ResumeFailure) return 'rejected';
  return 'internal';
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
export function summarize(completion: ProfileCompletion, parsed: ParsedResume): string {
  const added = completion.added;
  const parts: string[] = [...added.fields];
  if (added.experiences.length) parts.push(`${added.experiences.length} experience${added.experiences.length > 1 ? 's' : ''}`);
  if (added.education.length) parts.push(`${added.education.length} education entr${added.education.length > 1 ? 'ies' : 'y'}`);
  if (added.skills.length) parts.push(`${added.skills.length} skill${added.skills.length > 1 ? 's' : ''}`);
  if (added.languages.length) parts.push(`${added.languages.length} language${added.languages.length > 1 ? 's' : ''}`);
  if (parts.length === 0) return parsed.experiences.length + parsed.skills.length > 0 ? 'Resume parsed: nothing new for the profile' : 'Resume parsed: nothing found to add';
  return `Resume parsed: added ${parts.join(', ')}`;
}
