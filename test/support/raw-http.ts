import { connect } from 'node:net';

/** A step of a raw exchange: bytes to write, or a pause. */
export type RawStep = string | Buffer | { waitMs: number };

export interface RawExchange {
  /** Everything the server sent. */
  received: string;
  /** Milliseconds from connecting to the server closing the connection; null if still open at the end. */
  closedAfterMs: number | null;
  /** Milliseconds from connecting to the first byte from the server; null if none came. */
  firstByteAfterMs: number | null;
}

/**
 * Talks to the server over a raw TCP socket (what no HTTP client library lets a test send: a
 * malformed request, headers one byte at a time, a body that stalls). Writes the steps in order
 * while the connection is open, then waits for the server to close it, for `observeMs` at most.
 */
export function rawExchange(port: number, steps: RawStep[], observeMs: number): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    let closedAfterMs: number | null = null;
    let firstByteAfterMs: number | null = null;
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ received, closedAfterMs, firstByteAfterMs });
    };
    const timer = setTimeout(finish, observeMs);
    socket.on('data', (chunk) => {
      firstByteAfterMs ??= Date.now() - started;
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closedAfterMs = Date.now() - started;
      finish();
    });
    socket.on('connect', async () => {
      for (const step of steps) {
        if (closedAfterMs !== null || done) return;
        if (typeof step === 'object' && 'waitMs' in step) await new Promise((wake) => setTimeout(wake, step.waitMs));
        else socket.write(step);
      }
    });
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The first HTTP response in what a server sent (status, lower-cased headers, body by Content-Length). */
export function parseRawResponse(received: string): RawResponse | null {
  const end = received.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine, ...lines] = received.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  return { status, headers, body: received.slice(end + 4, end + 4 + length) };
}

/** The bytes of a request's head: request line, headers (Host and Connection added unless given), blank line. */
export function requestHead(method: string, path: string, headers: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = { Host: '127.0.0.1', ...headers };
  return `${method} ${path} HTTP/1.1\r\n${Object.entries(all).map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`;
}
