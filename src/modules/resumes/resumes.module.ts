import { Module } from '@nestjs/common';
import { DocumentsService } from '../documents/documents.service';
import { ResumeExtractor } from './extract/resume-extractor.service';
import { ResumePipelineService } from './resume-pipeline.service';
import { ResumeProcessor } from './resume.processor';

/** The resume pipeline (worker side). The API only writes outbox rows; it never imports this module. */
@Module({
  providers: [ResumePipelineService, ResumeProcessor, ResumeExtractor, DocumentsService],
  exports: [ResumePipelineService, ResumeProcessor],
})
export class ResumesModule {}
