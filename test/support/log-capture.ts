import { Writable } from 'node:stream';

/** A pino destination that keeps every log line in memory, for tests that read an app's logs. */
export class LogCapture extends Writable {
  private readonly chunks: string[] = [];

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(chunk.toString());
    done();
  }

  text(): string {
    return this.chunks.join('');
  }

  lines(): Array<Record<string, unknown>> {
    return this.text()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}
