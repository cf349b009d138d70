import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, ValidationError, ValidationOptions } from 'class-validator';
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

interface Shape {
  /** Declared properties, in declaration order (own before inherited). */
  order: string[];
  index: Map<string, number>;
}

const shapes = new WeakMap<Function, Shape>();

function shapeOf(dto: Function): Shape {
  let shape = shapes.get(dto);
  if (!shape) {
    const order = [...new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((m) => m.propertyName))];
    shape = { order, index: new Map(order.map((name, i) => [name, i])) };
    shapes.set(dto, shape);
  }
  return shape;
}

/**
 * Validates a request body (a JSON object, or the text fields of a multipart form) against its DTO:
 * the class-validator / class-transformer decorators that also describe the body in OpenAPI.
 * 1. every key the DTO does not declare goes to `otherKey`, else 400 validation_error naming it;
 * 2. the declared keys are transformed into the DTO (`@Transform`: trimmed, blank as absent);
 * 3. every rule runs; the fault reported is the first by (phase, field, rule), checks on runtime
 *    data taking their place among the phases: 422 missing_required_field or 400 validation_error,
 *    with the field named.
 */
export function validateBody<T extends object>(dto: new () => T, raw: Record<string, unknown>, rules: BodyRules<T> = {}): T {
  const shape = shapeOf(dto);
  const declared: Record<string, unknown> = {};
  const keys = Object.keys(raw);
  for (const key of keys) {
    if (shape.index.has(key)) declared[key] = raw[key];
    else if (!rules.otherKey?.(key, raw[key])) throw new AppError('validation_error', `Unknown field "${key}"`, key);
  }
  const instance = plainToInstance(dto, declared);
  const errors = validateSync(instance, { validationError: { target: false, value: true }, forbidUnknownValues: false });
  const position = rules.order === 'body' ? bodyPosition(keys, shape) : (field: string) => shape.index.get(field) ?? 0;
  let first: Fault | undefined;
  for (const error of errors) {
    const fault = faultOf(error, position);
    if (fault && (!first || isBefore(fault, first))) first = fault;
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

function isBefore(a: Fault, b: Fault): boolean {
  return a.phase !== b.phase ? a.phase < b.phase : a.index !== b.index ? a.index < b.index : a.step < b.step;
}

/** The first failing rule of one field that applies to its value (present or absent). */
function faultOf(error: ValidationError, position: (field: string) => number): Fault | undefined {
  const absent = error.value === undefined;
  let best: Fault | undefined;
  Object.entries(error.constraints ?? {}).forEach(([name, message], step) => {
    const context = error.contexts?.[name] as RuleContext | undefined;
    if (!context) throw new Error(`Rule ${name} of ${error.property} has no place in the order (use rule())`);
    if (Boolean(context.absent) !== absent) return;
    const fault = { phase: context.phase, index: position(error.property), step, error: new AppError(context.code ?? 'validation_error', message, error.property) };
    if (!best || isBefore(fault, best)) best = fault;
  });
  return best;
}
