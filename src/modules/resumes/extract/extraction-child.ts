/**
 * Entry point of the isolated extraction process (forked by ExtractionRunner from dist/). It reads
 * one file at a time; a crash, an out-of-memory or a kill only ends this process.
 */
import { ResumeType } from '../detect/detect-resume-type';
import { ExtractionError } from './extraction-error';
import { extractText } from './extract-text';
import { ChildReply, ChildRequest } from './extraction-protocol';

process.on('message', (message: ChildRequest) => {
  void handle(message);
});

async function handle(request: ChildRequest): Promise<void> {
  let reply: ChildReply;
  try {
    const result = await extractText(Buffer.from(request.bytes), request.ext as ResumeType['ext'], request.ocr);
    reply = { id: request.id, ok: true, result };
  } catch (error) {
    reply =
      error instanceof ExtractionError
        ? { id: request.id, ok: false, reason: error.reason, message: error.message }
        : { id: request.id, ok: false, reason: 'unreadable', message: `The file cannot be read (${error instanceof Error ? error.message : 'unknown error'})` };
  }
  process.send?.(reply);
}

process.on('disconnect', () => process.exit(0));
