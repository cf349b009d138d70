import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, DECORATORS, getSchemaPath, SchemaObject } from '@nestjs/swagger';

export interface RequestBodyDoc {
  /** The application/json body: the DTO that validates it. */
  json: Type<unknown>;
  /** The multipart/form-data body, when the route takes one: the same text fields and the file field(s). */
  multipart?: Type<unknown>;
  description?: string;
}

/**
 * The request body of an operation in OpenAPI, one schema per media type (`@ApiBody` gives every
 * media type of `@ApiConsumes` the same schema): application/json gets the JSON DTO, and
 * multipart/form-data its own schema with the binary file field. Merged into the operation's
 * metadata, so `@ApiOperation` may come before or after it.
 */
export function ApiRequestBody(doc: RequestBodyDoc): MethodDecorator {
  const content: Record<string, { schema: { $ref: string } }> = { 'application/json': { schema: { $ref: getSchemaPath(doc.json) } } };
  if (doc.multipart) content['multipart/form-data'] = { schema: { $ref: getSchemaPath(doc.multipart) } };
  const requestBody = { required: true, ...(doc.description ? { description: doc.description } : {}), content };
  const models = doc.multipart ? [doc.json, doc.multipart] : [doc.json];
  return applyDecorators(ApiExtraModels(...models), (_target: object, _key: string | symbol, descriptor: PropertyDescriptor) => {
    const operation = (Reflect.getMetadata(DECORATORS.API_OPERATION, descriptor.value) ?? {}) as Record<string, unknown>;
    Reflect.defineMetadata(DECORATORS.API_OPERATION, { ...operation, requestBody }, descriptor.value);
    return descriptor;
  });
}

/**
 * Schema-level keywords of a DTO's OpenAPI schema that property decorators cannot say
 * (`additionalProperties: false`, an `anyOf` of required fields, a description). The class's
 * own: a subclass does not inherit them.
 */
export function ApiSchemaKeywords(keywords: Pick<SchemaObject, 'additionalProperties' | 'anyOf' | 'description'>): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(DECORATORS.API_SCHEMA, [keywords], target);
  };
}
