import { getMetadataStorage, type ValidationArguments } from 'class-validator';
// class-transformer keeps its decorators' metadata here (no declarations for the deep path).
// @ts-expect-error -- class-transformer ships types for its root only
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';

/** A DTO class (or any class a rule names). */
export type DtoClass = abstract new (...args: never[]) => unknown;

/** What this file reads of class-transformer's metadata store. */
interface TransformerStorage {
  findTypeMetadata(target: DtoClass, property: string): { typeFunction: (options?: unknown) => unknown } | undefined;
  findTransformMetadatas(target: DtoClass, property: string, type: number): unknown[];
  getExposedMetadatas(target: DtoClass): unknown[];
  getExcludedMetadatas(target: DtoClass): unknown[];
  getStrategy(target: DtoClass): string;
}

/** What this file reads of a class-validator rule. */
interface Rule {
  type: string;
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  constraintCls?: DtoClass;
  each?: boolean;
  groups?: string[];
  always?: boolean;
}

interface ConstraintCheck {
  instance: { validate(value: unknown, args: ValidationArguments): boolean | Promise<boolean> };
}

const PLAIN_TO_CLASS = 0;
const transformer = defaultMetadataStorage as TransformerStorage;

/** A rule run the way class-validator runs it: on each element of an array with `each`. */
interface Check {
  constraints: unknown[];
  each: boolean;
  validators: ConstraintCheck['instance'][];
}

interface Property {
  name: string;
  /** IsOptional, ValidateIf: the rules apply only when all of them say so. */
  conditions: ((object: object, value: unknown) => boolean)[];
  /** IsDefined first (it holds whatever the conditions say), then the other rules. */
  defined: Check[];
  checks: Check[];
  /** ValidateNested with @Type(() => Class): the class its objects (or an array's) become. */
  nested: Plan | null;
}

interface Plan {
  target: new () => object;
  properties: Map<string, Property>;
}

/** The value answered when the compiled check cannot vouch for a value: the full pipe decides. */
export const UNDECIDED = Symbol('undecided');

/**
 * The fast path of DTO validation (docs/architecture.md, the on-sale path): for a DTO whose rules
 * are all of the kinds below, a plain object is turned into the DTO and checked by the same rule
 * objects class-validator runs (its `IsInt`, `Min`, `Matches`… validators), in a loop built once
 * per class instead of class-transformer's and class-validator's generic walks. It answers only
 * for a value it can vouch for — every property whitelisted, every rule passed, no conversion
 * needed — and UNDECIDED otherwise, so every refusal (and its message) still comes from
 * ValidationPipe itself. A DTO with anything else (groups, @Transform, @Expose, a @Type to a
 * primitive, async rules, a rule type it does not know) is never compiled.
 */
export class CompiledValidation {
  private readonly plans = new Map<DtoClass, Plan | null>();

  /** The DTO instance for `value`, or UNDECIDED. */
  run(target: DtoClass, value: unknown): object | typeof UNDECIDED {
    const plan = this.planOf(target);
    return plan ? build(plan, value) : UNDECIDED;
  }

  /** True when DTOs of this class take the fast path. */
  compiles(target: DtoClass): boolean {
    return this.planOf(target) !== null;
  }

  private planOf(target: DtoClass): Plan | null {
    if (this.plans.has(target)) return this.plans.get(target)!;
    // A class that refers to itself is left to the full pipe.
    this.plans.set(target, null);
    const plan = this.compile(target);
    this.plans.set(target, plan);
    return plan;
  }

  private compile(target: DtoClass): Plan | null {
    const storage = getMetadataStorage() as unknown as {
      getTargetValidationMetadatas(t: DtoClass, schema: string, always: boolean, strict: boolean): Rule[];
      getTargetValidatorConstraints(cls: DtoClass): ConstraintCheck[];
    };
    const rules = storage.getTargetValidationMetadatas(target, '', true, false);
    if (!rules.length) return null;
    if (transformer.getStrategy(target) !== 'none' && transformer.getStrategy(target) !== 'exposeAll') return null;
    if (transformer.getExposedMetadatas(target).length || transformer.getExcludedMetadatas(target).length) return null;
    const properties = new Map<string, Property>();
    for (const rule of rules) {
      if (rule.groups?.length || rule.always) return null;
      let property = properties.get(rule.propertyName);
      if (!property) {
        const name = rule.propertyName;
        if (transformer.findTransformMetadatas(target, name, PLAIN_TO_CLASS).length) return null;
        property = { name, conditions: [], defined: [], checks: [], nested: null };
        const type = transformer.findTypeMetadata(target, name);
        if (type) {
          const nestedClass = type.typeFunction();
          if (
            typeof nestedClass !== 'function' ||
            [String, Number, Boolean, Date, Object, Array].includes(nestedClass as never)
          ) {
            return null;
          }
          property.nested = this.planOf(nestedClass as DtoClass);
          if (!property.nested) return null;
        }
        properties.set(name, property);
      }
      switch (rule.type) {
        case 'conditionalValidation':
          property.conditions.push(rule.constraints![0] as Property['conditions'][number]);
          break;
        case 'isDefined':
        case 'customValidation': {
          if (!rule.constraintCls) return null;
          const validators = storage.getTargetValidatorConstraints(rule.constraintCls).map((c) => c.instance);
          if (!validators.length) return null;
          const check = { constraints: rule.constraints ?? [], each: rule.each === true, validators };
          (rule.type === 'isDefined' ? property.defined : property.checks).push(check);
          break;
        }
        case 'nestedValidation':
          if (!property.nested) return null;
          break;
        default:
          return null;
      }
    }
    // A @Type without ValidateNested would build objects nobody checks: left to the full pipe.
    for (const property of properties.values()) {
      if (property.nested && !rules.some((r) => r.propertyName === property.name && r.type === 'nestedValidation')) {
        return null;
      }
    }
    return { target: target as Plan['target'], properties };
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** A value class-transformer copies as it is (primitives, arrays of them), or UNDECIDED. */
function plainCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (!Array.isArray(value)) return UNDECIDED;
  for (const element of value) if (typeof element === 'object' && element !== null) return UNDECIDED;
  return value.slice();
}

/** The nested property's value as class-transformer builds it, each object checked; or UNDECIDED. */
function nestedValue(plan: Plan, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) {
    const built: object[] = [];
    for (const element of value) {
      const one = build(plan, element);
      if (one === UNDECIDED) return UNDECIDED;
      built.push(one);
    }
    return built;
  }
  // Anything but an object is a refusal of nested validation: the full pipe words it.
  return isPlainObject(value) ? build(plan, value) : UNDECIDED;
}

function passes(check: Check, value: unknown, object: object, property: string, targetName: string): boolean {
  const values = check.each && Array.isArray(value) ? value : [value];
  for (const v of values) {
    const args: ValidationArguments = { value: v, constraints: check.constraints, targetName, object, property };
    for (const validator of check.validators) {
      // An asynchronous rule (a promise) is not vouched for.
      if (validator.validate(v, args) !== true) return false;
    }
  }
  return true;
}

/** The DTO built from a plain object and every rule of it passed, or UNDECIDED. */
function build(plan: Plan, value: unknown): object | typeof UNDECIDED {
  if (!isPlainObject(value)) return UNDECIDED;
  const instance = new plan.target() as Record<string, unknown>;
  const prototype = plan.target.prototype as object;
  for (const key of Object.keys(value)) {
    const property = plan.properties.get(key);
    // Unknown fields, and names class-transformer treats apart (methods, accessors, `constructor`).
    if (!property || key in prototype) return UNDECIDED;
    const copied = property.nested ? nestedValue(property.nested, value[key]) : plainCopy(value[key]);
    if (copied === UNDECIDED) return UNDECIDED;
    instance[key] = copied;
  }
  // A field the class sets itself must be whitelisted too.
  for (const key of Object.keys(instance)) if (!plan.properties.has(key)) return UNDECIDED;
  const targetName = plan.target.name;
  for (const property of plan.properties.values()) {
    const v = instance[property.name];
    if (!property.conditions.every((condition) => condition(instance, v))) continue;
    for (const check of property.defined) if (!passes(check, v, instance, property.name, targetName)) return UNDECIDED;
    for (const check of property.checks) if (!passes(check, v, instance, property.name, targetName)) return UNDECIDED;
    // Nested: built and checked above; a value that is no object at all is the full pipe's to refuse.
    if (property.nested && v !== undefined && (v === null || typeof v !== 'object')) return UNDECIDED;
  }
  return instance;
}
