import { Injectable, Logger } from '@nestjs/common';
import { ResumeWorkPayload } from '../../database/entities/outbox.entity';

export type RunOutcome = 'parsed' | 'already_parsed' | 'failed' | 'no_text';

@Injectable()
export class ResumePipelineService {
  private readonly logger = new Logger(ResumePipelineService.name);

  async run(payload: ResumeWorkPayload, _options: { finalAttempt: boolean }): Promise<RunOutcome> {
    this.logger.log({ clientId: payload.clientId, documentId: payload.documentId }, 'Resume received');
    return 'failed';
  }
}
