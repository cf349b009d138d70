import { validateSync, ValidationError } from 'class-validator';
import { AppError } from '../errors/app-error';

/**
 * Reads a query string into its DTO (class-validator decorators: the one description of the
 * parameters, for validation and for OpenAPI), or throws 400 validation_error naming the parameter:
 * a parameter the DTO does not declare, one given more than once, or one that breaks its rule.
 * An empty value counts as absent (HTML forms send empty fields).
 */
export function parseQuery<T extends object>(dto: new () => T, raw: Record<string, unknown>): T {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string') throw new AppError('validation_error', `Query parameter "${name}" must be given once, as plain text`, name);
    if (value !== '') values[name] = value;
  }
  const instance = Object.assign(new dto(), values);
  const errors = validateSync(instance, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  if (errors.length === 0) return instance;
  const unknown = errors.find((error) => error.constraints?.whitelistValidation);
  const first = unknown ?? errors[0];
  throw new AppError('validation_error', message(first), first.property);
}

function message(error: ValidationError): string {
  if (error.constraints?.whitelistValidation) return `Unknown query parameter "${error.property}"`;
  return Object.values(error.constraints ?? {})[0] ?? `Invalid query parameter "${error.property}"`;
}
