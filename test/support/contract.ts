import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type Test from 'supertest/lib/test';

/** The parts of an OpenAPI 3.0 document the contract check reads. */
interface MediaType { schema?: Schema }
interface HeaderObject { required?: boolean }
interface ResponseObject { content?: Record<string, MediaType>; headers?: Record<string, HeaderObject> }
interface Operation { operationId?: string; responses: Record<string, ResponseObject> }
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
type Schema = Record<string, unknown>;

/** One request and its answer, as the contract check sees it. */
export interface Exchange {
  method: string;
  /** Path without the query string, as sent (percent-encoded). */
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, or the text of a text/* body. */
  body: unknown;
}

/**
 * Paths served beside the API that the document does not describe, each with why: checked by no
 * schema (their answers are HTML, JavaScript or the document itself).
 */
export const UNDOCUMENTED_MOUNTS: ReadonlyArray<{ prefix: string; why: string }> = [
  { prefix: '/docs', why: 'the documentation UI (HTML, scripts): describes the API, is not part of it' },
  { prefix: '/openapi.json', why: 'the document itself' },
  { prefix: '/admin/queues', why: 'the operators\' queue dashboard (HTML, own credential), outside the integrators\' contract' },
];

/** What a path of no operation answers (the document's description says so): the envelope's 404 or 405. */
const UNKNOWN_ROUTE_CODES: Record<number, string> = { 404: 'not_found', 405: 'method_not_allowed' };

const REF_PREFIX = '#/components/schemas/';
const DOCUMENT_ID = 'openapi.json';

/**
 * An OpenAPI 3.0 schema as a JSON Schema for Ajv: `nullable` becomes a null type, references point into
 * the document's schemas, and an object with listed properties and no word on others is closed
 * (`additionalProperties: false`): a field the document does not describe fails the check.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'nullable' || key === 'example' || key === 'xml' || key === 'externalDocs' || key === 'discriminator') continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith(REF_PREFIX)) out.$ref = `${DOCUMENT_ID}#/definitions/${value.slice(REF_PREFIX.length)}`;
    else if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(Object.entries(value as Schema).map(([name, property]) => [name, toJsonSchema(property)]));
    } else out[key] = toJsonSchema(value);
  }
  if (source.properties && source.additionalProperties === undefined) out.additionalProperties = false;
  if (source.nullable === true) {
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    } else return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

function pathPattern(template: string): RegExp {
  const source = template.split(/(\{[^}]+\})/).map((part) => (part.startsWith('{') ? '[^/]+?' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`);
}

const mediaTypeOf = (header: string | string[] | undefined): string | undefined =>
  (Array.isArray(header) ? header[0] : header)?.split(';')[0].trim().toLowerCase() || undefined;

export class Contract {
  private readonly ajv: Ajv;
  private readonly routes: Array<{ template: string; pattern: RegExp; literal: number; item: Record<string, Operation> }>;
  private readonly validators = new Map<string, ValidateFunction>();
  /** Exchanges checked against an operation, and those of the undocumented mounts (not checked). */
  checked = 0;
  skipped = 0;

  constructor(document: OpenApiDocument) {
    this.ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    const definitions = Object.fromEntries(Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, toJsonSchema(schema)]));
    this.ajv.addSchema({ $id: DOCUMENT_ID, definitions });
    // A literal path wins over a template of the same shape (more literal characters first).
    this.routes = Object.entries(document.paths)
      .map(([template, item]) => ({ template, pattern: pathPattern(template), literal: template.replace(/\{[^}]+\}/g, '').length, item }))
      .sort((a, b) => b.literal - a.literal);
  }

  /** What is wrong with an exchange against the document; empty when it conforms. */
  problems(exchange: Exchange): string[] {
    if (UNDOCUMENTED_MOUNTS.some(({ prefix }) => exchange.path === prefix || exchange.path.startsWith(`${prefix}/`))) {
      this.skipped++;
      return [];
    }
    this.checked++;
    const route = this.routes.find(({ pattern }) => pattern.test(exchange.path));
    const operation = route?.item[exchange.method.toLowerCase()];
    if (!route || !operation) return this.unknownRoute(exchange);
    const name = `${exchange.method} ${route.template} (${operation.operationId ?? '?'})`;
    const response = operation.responses[String(exchange.status)] ?? operation.responses[`${String(exchange.status)[0]}XX`] ?? operation.responses.default;
    if (!response) return [`${name}: status ${exchange.status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`];
    const problems: string[] = [];
    for (const [header, declared] of Object.entries(response.headers ?? {})) {
      if (declared.required && exchange.headers[header.toLowerCase()] === undefined) problems.push(`${name} ${exchange.status}: required header ${header} is absent`);
    }
    const mediaType = mediaTypeOf(exchange.headers['content-type']);
    const content = response.content ?? {};
    const declaredTypes = Object.keys(content);
    const bodyless = exchange.method === 'HEAD' || exchange.status === 304 || exchange.status === 204;
    if (declaredTypes.length === 0 || bodyless) {
      if (!bodyless && hasBody(exchange.body)) problems.push(`${name} ${exchange.status}: a body was sent, the document declares none`);
      return problems;
    }
    if (!mediaType || !declaredTypes.includes(mediaType)) {
      return [...problems, `${name} ${exchange.status}: content type ${mediaType ?? '(none)'} is not declared (declared: ${declaredTypes.join(', ')})`];
    }
    const schema = content[mediaType].schema;
    if (!schema) return problems;
    const key = `${route.template} ${exchange.method} ${exchange.status} ${mediaType}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as Schema);
      this.validators.set(key, validate);
    }
    if (!validate(exchange.body)) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
      problems.push(`${name} ${exchange.status}: body does not conform: ${errors.join('; ')}\nbody: ${JSON.stringify(exchange.body).slice(0, 600)}`);
    }
    return problems;
  }

  private unknownRoute(exchange: Exchange): string[] {
    const code = UNKNOWN_ROUTE_CODES[exchange.status];
    const body = exchange.body as { error?: { code?: unknown } } | undefined;
    if (code && mediaTypeOf(exchange.headers['content-type']) === 'application/json' && body?.error?.code === code) return [];
    return [`${exchange.method} ${exchange.path}: no operation of the document, and the answer is not the envelope's 404 not_found (got ${exchange.status})`];
  }
}

function hasBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return false;
  if (typeof body === 'object' && !Buffer.isBuffer(body) && Object.keys(body).length === 0) return false;
  return true;
}

/** The exchange of a supertest request and its response. */
export function exchangeOf(test: Pick<Test, 'method' | 'url'>, res: Response): Exchange {
  const media = mediaTypeOf(res.headers['content-type']);
  const body = media === 'application/json' ? res.body : media?.startsWith('text/') ? res.text : res.body;
  return { method: test.method.toUpperCase(), path: new URL(test.url).pathname, status: res.status, headers: res.headers, body };
}

const VERBS = ['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options'] as const;

/**
 * A supertest agent whose every request is checked against the document once the test's own
 * expectations passed: an undeclared status, content type or a body that does not conform fails the
 * request (its promise rejects with the problems).
 */
export function checkedAgent(agent: TestAgent, contract: Contract): TestAgent {
  return new Proxy(agent, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== 'string' || !(VERBS as readonly string[]).includes(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => checked((value as (...a: unknown[]) => Test).apply(target, args), contract);
    },
  });
}

function checked(test: Test, contract: Contract): Test {
  const end = test.end.bind(test);
  test.end = (callback?: (err: Error | null, res: Response) => void) =>
    end((err: Error | null, res: Response) => {
      let error = err;
      if (!err && res) {
        const problems = contract.problems(exchangeOf(test, res));
        if (problems.length) error = new Error(`Answer does not conform to the OpenAPI document:\n${problems.join('\n')}`);
      }
      callback?.(error, res);
    });
  return test;
}
