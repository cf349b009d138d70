/** Why a file could not be read; the message is what a recruiter sees on the document. */
export type ExtractionFailure = 'unreadable' | 'too_large' | 'too_many_pages' | 'timeout' | 'crashed' | 'unsupported';

export class ExtractionError extends Error {
  constructor(
    readonly reason: ExtractionFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}
