import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, ValidationArguments, ValidationOptions, ValidatorConstraintInterface } from 'class-validator';
import { AppError } from '../errors/app-error';

/**
 * Where a rule stands in the order of the checks, so the first fault reported is predictable:
 * a fault of a lower phase wins, whatever the field; within a phase, the first field (in the DTO's
 * declared order, or the body's key order) wins; within a field, the first rule declared.
 */
export interface RuleContext {
  phase: number;
  /** `missing_required_field` (422) for a required field; otherwise 400 `validation_error`. */
  code?: 'missing_required_field';
  /** The rule judges an absent value (required, one-of): it is ignored on a present value, every other rule on an absent one. */
  absent?: boolean;
}

/**
 * The phases every body shares; a DTO places its own rules between them (and the service its
 * checks on runtime data, see BodyRules.checks).
 */
export const PHASE = {
  /** Unknown keys come before everything (validateBody reads them first). Then: a value that is not a string, or text PostgreSQL cannot store. */
  shape: 10,
  /** A required field missing or blank: 422 missing_required_field. */
  required: 20,
  /** Too long (code points, after trimming). */
  length: 50,
} as const;

/** class-validator options of a rule: its message and its place in the order. */
export function rule(phase: number, message: string, extra: Omit<RuleContext, 'phase'> = {}): ValidationOptions {
  return { message, context: { phase, ...extra } satisfies RuleContext };
}

export interface BodyRules<T> {
  /**
   * A key the DTO does not declare: return true when the caller takes it (runtime data such as a
   * job's custom fields; it may throw its own AppError), false to refuse it as unknown (400 naming it).
   */
  otherKey?(key: string, value: unknown): boolean;
  /** Among faults of one phase, the field reported: the first declared (default) or the first in the body. */
  order?: 'declared' | 'body';
  /**
   * Checks on runtime data (the client's required fields, a file beside a URL...), each at its
   * phase: run on the validated DTO, in phase order, when no fault of a lower phase was found.
   */
  checks?: ReadonlyArray<{ phase: number; check(dto: T): AppError | undefined }>;
}

interface Fault {
  phase: number;
  index: number;
  step: number;
  error: AppError;
}

/** One decorator's rule, read once from class-validator's metadata. */
interface CompiledRule {
  property: string;
  constraint: ValidatorConstraintInterface;
  constraints: unknown[];
  message: string | ((args: ValidationArguments) => string);
  context: RuleContext;
  /** Position among the field's rules (the first declared wins within a phase). */
  step: number;
}

interface Shape {
  /** Declared properties, in declaration order (own before inherited). */
  index: Map<string, number>;
  rules: CompiledRule[];
}

const shapes = new WeakMap<Function, Shape>();

/**
 * The DTO's rules, read once from class-validator's metadata storage and kept: each request then
 * runs the constraint validators directly (validateSync rebuilds an executor, regroups the
 * metadata and builds an error object per field on every call, several times the cost of the old
 * hand-written parsers). The rules are class-validator's own constraint classes, so a DTO's
 * decorators stay the one description; only rules of the kinds used here (custom and
 * IsDefined, with a RuleContext) are accepted.
 */
function shapeOf(dto: Function): Shape {
  let shape = shapes.get(dto);
  if (shape) return shape;
  const storage = getMetadataStorage();
  const metadatas = storage.getTargetValidationMetadatas(dto, '', true, false);
  const index = new Map<string, number>();
  const steps = new Map<string, number>();
  const rules: CompiledRule[] = [];
  // class-validator runs IsDefined before the other rules of a field.
  for (const metadata of [...metadatas.filter((m) => m.type === 'isDefined'), ...metadatas.filter((m) => m.type !== 'isDefined')]) {
    const property = metadata.propertyName;
    const context = metadata.context as RuleContext | undefined;
    if ((metadata.type !== 'customValidation' && metadata.type !== 'isDefined') || !context) {
      throw new Error(`Rule ${metadata.name ?? metadata.type} of ${dto.name}.${property}: a body DTO takes rules with a place in the order (rule()) only`);
    }
    const step = steps.get(property) ?? 0;
    steps.set(property, step + 1);
    rules.push({ property, constraint: storage.getTargetValidatorConstraints(metadata.constraintCls)[0].instance, constraints: metadata.constraints ?? [], message: metadata.message, context, step });
  }
  for (const metadata of metadatas) if (!index.has(metadata.propertyName)) index.set(metadata.propertyName, index.size);
  shape = { index, rules };
  shapes.set(dto, shape);
  return shape;
}

/**
 * Validates a request body (a JSON object, or the text fields of a multipart form) against its DTO:
 * the class-validator / class-transformer decorators that also describe the body in OpenAPI.
 * 1. every key the DTO does not declare goes to `otherKey`, else 400 validation_error naming it;
 * 2. the declared keys are transformed into the DTO (`@Transform`: trimmed, blank as absent; an
 *    object or array value is kept as sent, for the type rules);
 * 3. every rule runs; the fault reported is the first by (phase, field, rule), checks on runtime
 *    data taking their place among the phases: 422 missing_required_field or 400 validation_error,
 *    with the field named.
 */
export function validateBody<T extends object>(dto: new () => T, raw: Record<string, unknown>, rules: BodyRules<T> = {}): T {
  const shape = shapeOf(dto);
  const scalars: Record<string, unknown> = {};
  const structured: Record<string, unknown> = {};
  const keys = Object.keys(raw);
  for (const key of keys) {
    const value = raw[key];
    if (!shape.index.has(key)) {
      if (!rules.otherKey?.(key, value)) throw new AppError('validation_error', `Unknown field "${key}"`, key);
    } else if (typeof value === 'object' && value !== null) structured[key] = value;
    else scalars[key] = value;
  }
  // An object or array value skips class-transformer, which would walk it (5,000 nested arrays
  // exhaust the stack): it is kept as sent, for the field's type rule (IsString) to refuse it.
  const instance = Object.assign(plainToInstance(dto, scalars), structured);
  const position = rules.order === 'body' ? bodyPosition(keys, shape) : (field: string) => shape.index.get(field) ?? 0;
  let first: Fault | undefined;
  for (const compiled of shape.rules) {
    const value = (instance as Record<string, unknown>)[compiled.property];
    // A rule judges either an absent value (required, one-of) or a present one (every other rule).
    if (Boolean(compiled.context.absent) !== (value === undefined)) continue;
    const index = position(compiled.property);
    if (first && !isBefore({ phase: compiled.context.phase, index, step: compiled.step }, first)) continue;
    const args: ValidationArguments = { value, constraints: compiled.constraints, targetName: dto.name, object: instance, property: compiled.property };
    if (compiled.constraint.validate(value, args) === true) continue;
    const message = typeof compiled.message === 'function' ? compiled.message(args) : compiled.message.replace(/\$property/g, compiled.property);
    first = { phase: compiled.context.phase, index, step: compiled.step, error: new AppError(compiled.context.code ?? 'validation_error', message, compiled.property) };
  }
  for (const { phase, check } of [...(rules.checks ?? [])].sort((a, b) => a.phase - b.phase)) {
    if (first && first.phase <= phase) break;
    const error = check(instance);
    if (error) throw error;
  }
  if (first) throw first.error;
  return instance;
}

function bodyPosition(keys: string[], shape: Shape): (field: string) => number {
  const at = new Map(keys.map((key, i) => [key, i]));
  // A field absent from the body (a required one) comes after the present ones, in declared order.
  return (field) => at.get(field) ?? keys.length + (shape.index.get(field) ?? 0);
}

function isBefore(a: Omit<Fault, 'error'>, b: Fault): boolean {
  return a.phase !== b.phase ? a.phase < b.phase : a.index !== b.index ? a.index < b.index : a.step < b.step;
}
