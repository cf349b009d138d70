import { existsSync } from 'node:fs';
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { ResumeMetrics } from '../../../common/metrics/resume.metrics';
import { AppConfig } from '../../../config/app-config.service';
import { ResumeType } from '../detect/detect-resume-type';
import { Extraction } from './extract-text';
import { childScriptPath, ExtractionRunner } from './extraction-runner';

/** The worker's pool of isolated extraction processes, sized and limited by configuration. */
@Injectable()
export class ResumeExtractor implements OnModuleDestroy {
  private readonly runner: ExtractionRunner;

  constructor(config: AppConfig, metrics: ResumeMetrics) {
    // Without the built child script every file would "crash": refuse to start instead.
    if (!existsSync(childScriptPath())) throw new Error(`Extraction script missing at ${childScriptPath()}: run npm run build`);
    this.runner = new ExtractionRunner({
      size: config.env.workerConcurrency,
      timeoutMs: config.env.extractionTimeoutMs,
      memoryMb: config.env.extractionMemoryMb,
      onChildLost: (reason) => metrics.extractionRestarted(reason),
    });
  }

  extract(bytes: Buffer, type: ResumeType['ext']): Promise<Extraction> {
    return this.runner.run(bytes, type);
  }

  async onModuleDestroy(): Promise<void> {
    await this.runner.close();
  }
}
