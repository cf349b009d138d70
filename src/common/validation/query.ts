import { getMetadataStorage, validateSync, ValidationError } from 'class-validator';
import { AppError } from '../errors/app-error';

/**
 * Reads a query string into its DTO (class-validator decorators: the one description of the
 * parameters, for validation and for OpenAPI), or throws 400 validation_error naming the parameter:
 * a parameter the DTO does not declare, one given more than once, or one that breaks its rule.
 * An empty value counts as absent (HTML forms send empty fields).
 */
export function parseQuery<T extends object>(dto: new () => T, raw: Record<string, unknown>): T {
  const known = new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((rule) => rule.propertyName));
  const instance = new dto();
  for (const [name, value] of Object.entries(raw)) {
    if (!known.has(name)) throw new AppError('validation_error', `Unknown query parameter "${name}"`, name);
    if (typeof value !== 'string') throw new AppError('validation_error', `Query parameter "${name}" must be given once, as plain text`, name);
    if (value !== '') Object.defineProperty(instance, name, { value, enumerable: true, writable: true, configurable: true });
  }
  const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  if (errors.length === 0) return instance;
  throw new AppError('validation_error', message(errors[0]), errors[0].property);
}

function message(error: ValidationError): string {
  return Object.values(error.constraints ?? {})[0] ?? `Invalid query parameter "${error.property}"`;
}
