import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { LookupFunction } from 'node:net';
import { Agent, Dispatcher, request } from 'undici';
import { ipLiteral, isPublicAddress } from './address-policy';

export type DownloadFailure = 'invalid_url' | 'blocked_address' | 'too_many_redirects' | 'too_large' | 'http_status' | 'timeout' | 'network';

export class DownloadError extends Error {
  constructor(
    readonly reason: DownloadFailure,
    message: string,
    /** Worth trying again later (network trouble, timeouts, 5xx); otherwise final. */
    readonly transient = false,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadOptions {
  maxBytes: number;
  /** Whole download, redirects included. */
  timeoutMs: number;
  connectTimeoutMs?: number;
  maxRedirects?: number;
  /** Hosts (lower-case names or IP literals) allowed to resolve to non-public addresses. Empty in production. */
  allowedHosts?: string[];
}

export interface Downloaded {
  bytes: Buffer;
  finalUrl: string;
  contentType: string | null;
}

/**
 * Downloads a resume from a URL given by an applicant, without letting that URL reach the
 * service's own network: http(s) only; every address is checked at connection time (so a DNS
 * answer that changes between check and use cannot slip through), every redirect hop is checked
 * again, the size is capped while streaming and the whole exchange is time-limited.
 */
export async function safeDownload(rawUrl: string, options: DownloadOptions): Promise<Downloaded> {
  const allowed = new Set((options.allowedHosts ?? []).map((host) => host.toLowerCase()));
  const agent = new Agent({
    connect: { timeout: options.connectTimeoutMs ?? Math.min(5000, options.timeoutMs), lookup: validatingLookup(allowed) },
    maxResponseSize: options.maxBytes,
  });
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    let url = checkUrl(rawUrl, allowed);
    for (let hop = 0; ; hop += 1) {
      const response = await send(url, agent, signal);
      if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
        await response.body.dump().catch(() => undefined);
        if (hop >= (options.maxRedirects ?? 3)) throw new DownloadError('too_many_redirects', 'The resume URL redirects too many times');
        url = checkUrl(new URL(String(response.headers.location), url).toString(), allowed);
        continue;
      }
      if (response.statusCode !== 200) {
        await response.body.dump().catch(() => undefined);
        throw new DownloadError('http_status', `The resume URL answered HTTP ${response.statusCode}`, response.statusCode >= 500 || response.statusCode === 429);
      }
      const bytes = await readCapped(response, options.maxBytes);
      const type = response.headers['content-type'];
      return { bytes, finalUrl: url.toString(), contentType: typeof type === 'string' ? type : null };
    }
  } catch (error) {
    throw toDownloadError(error, signal, options.maxBytes);
  } finally {
    await agent.close().catch(() => undefined);
  }
}

/** Parses and checks a URL before any connection: scheme, credentials, IP-literal hosts. */
export function checkUrl(raw: string, allowed: Set<string>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DownloadError('invalid_url', 'The resume URL is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DownloadError('invalid_url', 'The resume URL must use http or https');
  if (url.username || url.password) throw new DownloadError('invalid_url', 'The resume URL must not carry credentials');
  const host = url.hostname.toLowerCase();
  const literal = ipLiteral(host);
  // The URL parser has already turned "2130706433" and "0x7f.1" into 127.0.0.1.
  if (literal && !allowed.has(host) && !allowed.has(literal) && !isPublicAddress(literal)) {
    throw new DownloadError('blocked_address', 'The resume URL points at a private or reserved address');
  }
  return url;
}

/** dns.lookup that refuses names resolving to any non-public address (unless the host is allow-listed). */
export function validatingLookup(allowed: Set<string>): LookupFunction {
  return ((hostname: string, options: { all?: boolean; family?: number }, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      const exempt = allowed.has(hostname.toLowerCase());
      const refused = addresses.find((entry) => !exempt && !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        return callback(new DownloadError('blocked_address', 'The resume URL resolves to a private or reserved address'));
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  }) as LookupFunction;
}

async function send(url: URL, agent: Agent, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
  return request(url, {
    method: 'GET',
    dispatcher: agent,
    signal,
    headers: { 'user-agent': 'recruit-resume-fetcher/1', accept: '*/*' },
  });
}

async function readCapped(response: Dispatcher.ResponseData, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body.dump().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      response.body.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function tooLarge(maxBytes: number): DownloadError {
  return new DownloadError('too_large', `The resume is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
}

function toDownloadError(error: unknown, signal: AbortSignal, maxBytes: number): DownloadError {
  if (error instanceof DownloadError) return error;
  // undici wraps the lookup's error as the cause of a connect failure.
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof DownloadError) return cause;
  const code = (error as { code?: string }).code ?? '';
  // The agent's own cap (maxResponseSize) cut the body.
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') return tooLarge(maxBytes);
  if (signal.aborted || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new DownloadError('timeout', 'The resume URL did not answer in time', true);
  }
  if (code === 'ENOTFOUND') return new DownloadError('network', 'The resume URL host does not exist');
  return new DownloadError('network', `The resume URL could not be reached (${code || (error instanceof Error ? error.message : 'error')})`, true);
}
