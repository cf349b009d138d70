import { Contract, Exchange, OpenApiDocument, toJsonSchema } from '../support/contract';

const document: OpenApiDocument = {
  paths: {
    '/things/{id}': {
      get: {
        operationId: 'getThing',
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } }, headers: { ETag: { required: true } } },
          '304': {},
          '404': { content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'object' } }, required: ['error'] } } } },
        },
      },
    },
    '/feeds/{slug}.xml': { get: { responses: { '200': { content: { 'text/xml': { schema: { type: 'string' } } } } } } },
  },
  components: {
    schemas: {
      Thing: { type: 'object', required: ['id', 'parent'], properties: { id: { type: 'string', format: 'uuid' }, parent: { type: 'string', nullable: true } } },
    },
  },
};

const ID = '6f1c2a7e-4b9d-4c1e-9a51-2f6f0c1d8e3b';
const json = { 'content-type': 'application/json; charset=utf-8', etag: '"1"' };
const exchange = (over: Partial<Exchange>): Exchange => ({ method: 'GET', path: `/things/${ID}`, status: 200, headers: json, body: { id: ID, parent: null }, ...over });

describe('contract check of an exchange against an OpenAPI document', () => {
  const contract = new Contract(document);

  it('accepts a conforming answer (nullable field null, media type with parameters)', () => {
    expect(contract.problems(exchange({}))).toEqual([]);
  });

  it('refuses an undeclared status', () => {
    expect(contract.problems(exchange({ status: 410 }))[0]).toMatch(/status 410 is not declared/);
  });

  it('refuses a body that does not conform: wrong format, missing field, undeclared field', () => {
    expect(contract.problems(exchange({ body: { id: 'x', parent: null } }))[0]).toMatch(/format/);
    expect(contract.problems(exchange({ body: { id: ID } }))[0]).toMatch(/parent/);
    expect(contract.problems(exchange({ body: { id: ID, parent: null, extra: 1 } }))[0]).toMatch(/additional/);
  });

  it('refuses an undeclared content type and a missing required header', () => {
    expect(contract.problems(exchange({ headers: { 'content-type': 'text/html' } })).join()).toMatch(/content type text\/html is not declared/);
    expect(contract.problems(exchange({ headers: { 'content-type': 'application/json' } })).join()).toMatch(/ETag is absent/);
  });

  it('accepts a 304 without body, a text body for a text media type, and the envelope 404 of an unknown route only', () => {
    expect(contract.problems(exchange({ status: 304, headers: {}, body: {} }))).toEqual([]);
    expect(contract.problems({ method: 'GET', path: '/feeds/acme.xml', status: 200, headers: { 'content-type': 'text/xml; charset=utf-8' }, body: '<source/>' })).toEqual([]);
    const unknown = { method: 'GET', path: '/nowhere', headers: json };
    expect(contract.problems({ ...unknown, status: 404, body: { error: { code: 'not_found', message: 'No such route' } } })).toEqual([]);
    expect(contract.problems({ ...unknown, status: 200, body: {} })[0]).toMatch(/no operation of the document/);
    expect(contract.problems(exchange({ method: 'POST', status: 201 }))[0]).toMatch(/no operation/);
  });

  it('turns OpenAPI 3.0 nullable into a JSON Schema null type, and closes objects with listed properties', () => {
    expect(toJsonSchema({ type: 'string', nullable: true, enum: ['a'] })).toEqual({ type: ['string', 'null'], enum: ['a', null] });
    expect(toJsonSchema({ $ref: '#/components/schemas/X', nullable: true })).toEqual({ anyOf: [{ $ref: 'openapi.json#/definitions/X' }, { type: 'null' }] });
    expect(toJsonSchema({ type: 'object', properties: { a: { type: 'string', example: 'x' } } })).toEqual({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false });
  });
});
