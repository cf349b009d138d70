import { existsSync } from 'node:fs';
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { ResumeMetrics } from '../../../common/metrics/resume.metrics';
import { AppConfig } from '../../../config/app-config.service';
import { ResumeType } from '../detect/detect-resume-type';
import { Extraction } from './extract-text';
import { childScriptPath, ExtractionRunner } from './extraction-runner';
import { DEFAULT_OCR_LIMITS, OcrLimits } from './pdf-ocr';

const MEGAPIXEL = 1_000_000;

function ocrLimits(config: AppConfig): OcrLimits {
  return {
    maxPages: DEFAULT_OCR_LIMITS.maxPages,
    pageMaxPixels: config.env.ocrPageMaxMegapixels * MEGAPIXEL,
    documentMaxPixels: config.env.ocrDocumentMaxMegapixels * MEGAPIXEL,
    cpuBudgetMs: config.env.ocrDocumentCpuBudgetMs,
  };
}

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
      ocr: ocrLimits(config),
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
