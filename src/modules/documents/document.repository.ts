import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DocumentContent, DocumentRecord } from '../../database/entities';
import { DocumentSource } from '../../database/entities/document.entity';

export interface StoredDocument {
  documentId: string;
  /** false when the same bytes were already on this person: the existing document is returned. */
  created: boolean;
}

export interface NewDocument {
  clientId: string;
  personId: string;
  bytes: Buffer;
  mimeType: string;
  originalName: string | null;
  source: DocumentSource;
  sourceUrl?: string | null;
}

/** Files of persons (resumes) and their parsing state. The same bytes (SHA-256) are stored once per person, even under concurrency. */
@Injectable()
export class DocumentRepository {
  async store(manager: EntityManager, input: NewDocument): Promise<StoredDocument> {
    const sha256 = createHash('sha256').update(input.bytes).digest();
    const inserted: Array<{ id: string }> = await manager.query(
      `INSERT INTO document (client_id, person_id, sha256, mime_type, size_bytes, original_name, source, source_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (client_id, person_id, sha256) DO NOTHING RETURNING id`,
      [input.clientId, input.personId, sha256, input.mimeType, input.bytes.length, storableFileName(input.originalName), input.source, input.sourceUrl ?? null],
    );
    if (inserted.length > 0) {
      await manager.getRepository(DocumentContent).insert({ documentId: inserted[0].id, clientId: input.clientId, bytes: input.bytes });
      return { documentId: inserted[0].id, created: true };
    }
    const existing = await manager.getRepository(DocumentRecord).findOneOrFail({
      where: { clientId: input.clientId, personId: input.personId, sha256 },
      select: { id: true },
    });
    return { documentId: existing.id, created: false };
  }

  find(manager: EntityManager, clientId: string, id: string): Promise<DocumentRecord | null> {
    return manager.getRepository(DocumentRecord).findOne({ where: { clientId, id } });
  }

  /** The document, row-locked until commit. */
  lock(manager: EntityManager, clientId: string, id: string): Promise<DocumentRecord | null> {
    return manager.getRepository(DocumentRecord).findOne({ where: { clientId, id }, lock: { mode: 'pessimistic_write' } });
  }

  async content(manager: EntityManager, clientId: string, documentId: string): Promise<Buffer | null> {
    const content = await manager.getRepository(DocumentContent).findOne({ where: { clientId, documentId } });
    return content?.bytes ?? null;
  }

  async markProcessing(manager: EntityManager, clientId: string, id: string): Promise<void> {
    await manager.getRepository(DocumentRecord).update({ clientId, id }, { status: 'processing' });
  }

  async markParsed(manager: EntityManager, clientId: string, id: string, result: { text: string; parseResult: object }): Promise<void> {
    await manager.getRepository(DocumentRecord).update(
      { clientId, id },
      { status: 'parsed', failureReason: null, extractedText: result.text, parseResult: result.parseResult, parsedAt: new Date() },
    );
  }

  async markNoText(manager: EntityManager, clientId: string, id: string, reason: string, text: string): Promise<void> {
    await manager.getRepository(DocumentRecord).update({ clientId, id }, { status: 'no_text', failureReason: reason, extractedText: text, parsedAt: new Date() });
  }

  async markFailed(manager: EntityManager, clientId: string, id: string, reason: string): Promise<void> {
    await manager.getRepository(DocumentRecord).update({ clientId, id }, { status: 'failed', failureReason: reason });
  }
}

/**
 * A file name as sent by a browser or a URL, made storable: control characters (NUL included,
 * which PostgreSQL refuses in text) and unpaired surrogates removed, at most 255 characters.
 */
export function storableFileName(name: string | null): string | null {
  if (!name) return null;
  const cleaned = name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim()
    .slice(0, 255);
  return cleaned || null;
}
