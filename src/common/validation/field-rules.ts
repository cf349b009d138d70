import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, ValidateBy, ValidationArguments, ValidationOptions } from 'class-validator';
import { codePointLength, isWellFormedEmail, presentText, unstorableReason } from '../text/normalize';
import { PHASE, rule } from './body';

/**
 * The rules of the text fields every body shares, each in one place: a decorator here both
 * validates (class-validator, class-transformer) and describes (OpenAPI) a field.
 */

/** The value as the bricks keep it: a string trimmed, blank or null as absent (HTML forms send empty fields); any other value as sent, for IsString to refuse. */
export function keptValue(value: unknown): unknown {
  if (value === null) return undefined;
  return typeof value === 'string' ? presentText(value) : value;
}

/** A string PostgreSQL can store as entered (no NUL, no unpaired surrogate). */
export function IsStorableText(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isStorableText', validator: { validate: (value: unknown) => typeof value !== 'string' || unstorableReason(value, '') === undefined } }, options);
}

/** At most `max` Unicode code points (the one way every limit is counted). */
export function MaxCodePoints(max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'maxCodePoints', constraints: [max], validator: { validate: (value: unknown) => typeof value !== 'string' || codePointLength(value) <= max } }, options);
}

/** A well-formed e-mail address, internationalised domains accepted (isWellFormedEmail). */
export function IsWellFormedEmail(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isWellFormedEmail', validator: { validate: (value: unknown) => typeof value !== 'string' || isWellFormedEmail(value) } }, options);
}

/** Required (422 missing_required_field) when `when` holds on the body: companyName of a company. */
export function RequiredWhen(when: (body: Record<string, unknown>) => boolean, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'requiredWhen', validator: { validate: (value: unknown, args?: ValidationArguments) => value !== undefined || !when(args?.object as Record<string, unknown>) } },
    options,
  );
}

export interface TextFieldOptions {
  /** Missing or blank: 422 missing_required_field. */
  required?: boolean;
  /** Most code points after trimming, checked at `lengthPhase` (PHASE.length unless said). */
  maxLength?: number;
  lengthPhase?: number;
  description?: string;
  format?: string;
  example?: string;
  enum?: readonly string[];
}

/**
 * A text field of a body: trimmed, blank as absent; a string (400 otherwise, PHASE.shape) that
 * PostgreSQL can store; required (422, PHASE.required) and at most `maxLength` code points when
 * said. Further rules of the field go beside it.
 */
export function TextField(options: TextFieldOptions = {}): PropertyDecorator {
  const { required = false, maxLength, lengthPhase = PHASE.length } = options;
  const decorators: PropertyDecorator[] = [
    ApiProperty({
      type: String,
      required,
      ...(maxLength !== undefined ? { maxLength } : {}),
      ...(options.format ? { format: options.format } : {}),
      ...(options.enum ? { enum: [...options.enum] } : {}),
      ...(options.description ? { description: options.description } : {}),
      ...(options.example ? { example: options.example } : {}),
    }),
    Transform(({ value }) => keptValue(value)),
  ];
  if (required) decorators.push(IsDefined(rule(PHASE.required, '$property is required', { code: 'missing_required_field', absent: true })));
  decorators.push(
    IsString(rule(PHASE.shape, '$property must be a string')),
    IsStorableText({ ...rule(PHASE.shape, ''), message: (args: ValidationArguments) => unstorableReason(String(args.value), args.property) ?? '' }),
  );
  if (maxLength !== undefined) decorators.push(MaxCodePoints(maxLength, rule(lengthPhase, `$property is longer than ${maxLength} characters`)));
  return applyDecorators(...decorators);
}
