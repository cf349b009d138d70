import { Module } from '@nestjs/common';
import { DocumentRepository } from './document.repository';

/** Stored files of persons (resumes): one copy per person and content, with their parsing state. */
@Module({ providers: [DocumentRepository], exports: [DocumentRepository] })
export class DocumentsModule {}
