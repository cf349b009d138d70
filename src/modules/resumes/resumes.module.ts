import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { DocumentsModule } from '../documents/documents.module';
import { HistoryModule } from '../history/history.module';
import { PeopleModule } from '../people/people.module';
import { ResumeExtractor } from './extract/resume-extractor.service';
import { ResumePipelineService } from './resume-pipeline.service';
import { ResumeProcessor } from './resume.processor';

/**
 * The resume pipeline (worker side). The API never imports this module: it hands work over
 * through the outbox with the contract of resume.job.ts.
 */
@Module({
  imports: [PeopleModule, DocumentsModule, ApplicationsModule, HistoryModule],
  providers: [ResumePipelineService, ResumeProcessor, ResumeExtractor],
  exports: [ResumePipelineService, ResumeProcessor],
})
export class ResumesModule {}
