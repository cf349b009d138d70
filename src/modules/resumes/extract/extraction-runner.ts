import { ChildProcess, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ExtractionRestartReason } from '../../../common/metrics/resume.metrics';
import { ResumeType } from '../detect/detect-resume-type';
import { Extraction } from './extract-text';
import { ExtractionError } from './extraction-error';
import { ChildReply, ChildRequest } from './extraction-protocol';
import { OcrLimits } from './pdf-ocr';

export interface RunnerOptions {
  /** Child processes kept alive, one file at a time each. */
  size: number;
  timeoutMs: number;
  /** V8 heap limit of each child (--max-old-space-size). */
  memoryMb: number;
  /**
   * Resident memory limit of each child, heap, ArrayBuffers and native memory together (a zip
   * inflated by JSZip, a pdf.js canvas, tesseract's wasm). Default: the heap limit + 512 MB.
   */
  rssLimitMb?: number;
  /** How often the parent reads a busy child's resident memory. */
  rssPollMs?: number;
  scriptPath?: string;
  /** Bounds of OCR for PDFs without a text layer, sent with each file (the child's defaults otherwise). */
  ocr?: OcrLimits;
  /** Told each time a child is killed or lost (it is replaced on the next file). */
  onChildLost?: (reason: ExtractionRestartReason) => void;
}

/** A process's resident set size in bytes from /proc (Linux); null when it cannot be read. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

interface Slot {
  child: ChildProcess;
  busy: boolean;
}

/** dist/.../extraction-child.js beside this file once built; from the sources (jest), the built copy. */
export function childScriptPath(): string {
  const beside = join(__dirname, 'extraction-child.js');
  if (existsSync(beside)) return beside;
  return resolve(__dirname, '../../../../dist/modules/resumes/extract/extraction-child.js');
}

/**
 * Runs extractions in separate Node processes with a heap limit, a resident memory limit and a
 * deadline. A file that hangs, eats memory or crashes the reader kills only its process; the
 * caller gets an ExtractionError and the next file gets a fresh process.
 *
 * The heap limit alone does not bound a child: Buffers, ArrayBuffers and native allocations live
 * outside the V8 heap. An address-space limit (prlimit --as / ulimit -v) is not usable either:
 * WebAssembly (tesseract.js, undici) and each worker thread reserve gigabytes of address space
 * they never touch, so node fails at any limit low enough to matter. So the parent reads a busy
 * child's VmRSS every rssPollMs and SIGKILLs it past rssLimitMb ('too_large'). Between two polls
 * a child can grow by what it allocates in that time (tens of MB when inflating).
 */
export class ExtractionRunner {
  private readonly slots: Slot[] = [];
  private readonly waiting: Array<() => void> = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: RunnerOptions) {}

  async run(bytes: Buffer, ext: ResumeType['ext']): Promise<Extraction> {
    const slot = await this.acquire();
    try {
      return await this.send(slot, { id: this.nextId++, ext, bytes, ocr: this.options.ocr });
    } finally {
      slot.busy = false;
      this.waiting.shift()?.();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const slot of this.slots.splice(0)) slot.child.kill('SIGKILL');
  }

  private async acquire(): Promise<Slot> {
    for (;;) {
      if (this.closed) throw new ExtractionError('crashed', 'The extraction runner is closed');
      const idle = this.slots.find((slot) => !slot.busy && slot.child.connected);
      if (idle) {
        idle.busy = true;
        return idle;
      }
      this.prune();
      if (this.slots.length < this.options.size) {
        const slot: Slot = { child: this.spawn(), busy: true };
        this.slots.push(slot);
        return slot;
      }
      await new Promise<void>((wake) => this.waiting.push(wake));
    }
  }

  private spawn(): ChildProcess {
    const child = fork(this.options.scriptPath ?? childScriptPath(), [], {
      execArgv: [`--max-old-space-size=${this.options.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('error', () => undefined);
    return child;
  }

  private prune(): void {
    for (let i = this.slots.length - 1; i >= 0; i -= 1) {
      if (!this.slots[i].child.connected && !this.slots[i].busy) this.slots.splice(i, 1);
    }
  }

  private discard(slot: Slot, reason: ExtractionRestartReason): void {
    this.options.onChildLost?.(reason);
    slot.child.kill('SIGKILL');
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }

  private send(slot: Slot, request: ChildRequest): Promise<Extraction> {
    return new Promise((resolvePromise, reject) => {
      const { child } = slot;
      const rssLimit = (this.options.rssLimitMb ?? this.options.memoryMb + 512) * 1024 * 1024;
      const cleanup = (): void => {
        clearTimeout(timer);
        clearInterval(watchdog);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (reply: ChildReply): void => {
        if (reply.id !== request.id) return;
        cleanup();
        if (reply.ok) resolvePromise(reply.result);
        else reject(new ExtractionError(reply.reason, reply.message));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
        cleanup();
        this.discard(slot, 'crashed');
        const memory = code === 134 || signal === 'SIGABRT';
        reject(new ExtractionError('crashed', memory ? 'Reading the file needed more memory than allowed' : `The file reader stopped unexpectedly (${signal ?? code})`));
      };
      const timer = setTimeout(() => {
        cleanup();
        this.discard(slot, 'timeout');
        reject(new ExtractionError('timeout', `Reading the file took longer than ${Math.round(this.options.timeoutMs / 1000)} s`));
      }, this.options.timeoutMs);
      const watchdog = setInterval(() => {
        const rss = child.pid === undefined ? null : residentBytes(child.pid);
        if (rss === null || rss <= rssLimit) return;
        cleanup();
        this.discard(slot, 'too_large');
        reject(new ExtractionError('too_large', 'Reading the file needed more memory than allowed'));
      }, this.options.rssPollMs ?? 100);
      watchdog.unref();
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(request, (error) => {
        if (!error) return;
        cleanup();
        this.discard(slot, 'unreachable');
        reject(new ExtractionError('crashed', 'The file reader could not be reached'));
      });
    });
  }
}
