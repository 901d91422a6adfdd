import { isDeepStrictEqual } from 'node:util';
import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { MESSAGES } from '@fanpass/contracts';
import { AppError, type FieldProblem } from '../errors/app-error.js';
import { CONTROL_CHARACTER } from '../text/controls.js';
import { isFreeText } from '../text/free-text.js';
import { CompiledValidation, UNDECIDED } from './compiled-validation.js';

/** class-validator constraint -> our message key when the DTO gives none of its own. */
function keyFor(constraint: string, message: string): string {
  if (message in MESSAGES) return message;
  switch (constraint) {
    case 'isNotEmpty':
    case 'isDefined':
      return 'validation.required';
    case 'whitelistValidation':
      return 'validation.unknownField';
    default:
      return 'validation.invalid';
  }
}

function flatten(errors: ValidationError[], prefix = ''): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    // One message per field: "required" wins over the shape rules when the value is missing.
    const [constraint, message] =
      constraints.find(([name]) => name === 'isNotEmpty' || name === 'isDefined') ?? constraints[0] ?? [];
    if (constraint) problems.push({ field, key: keyFor(constraint, message ?? '') });
    if (error.children?.length) problems.push(...flatten(error.children, field));
  }
  return problems;
}

type MetadataLookup = (
  target: object,
  schema: string,
  always: boolean,
  strictGroups: boolean,
  groups?: string[],
) => unknown[];

/**
 * class-validator looks a DTO's rules up on every validation by filtering its whole store and
 * testing every registered class for inheritance: a tenth of a signed order's CPU (profile in
 * docs/architecture.md), then groups them by property into a new object. The rules are fixed
 * once the decorators have run, so each lookup is remembered, and so is the grouping of each
 * remembered list; registering a rule later (never done after start-up) forgets them all.
 */
function rememberRuleLookups(): void {
  const storage = getMetadataStorage() as unknown as {
    getTargetValidationMetadatas: MetadataLookup;
    groupByPropertyName: (metadatas: unknown[]) => Record<string, unknown[]>;
    addValidationMetadata: (...args: unknown[]) => void;
    remembered?: boolean;
  };
  if (storage.remembered) return;
  storage.remembered = true;
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  let cache = new Map<object, Map<string, unknown[]>>();
  let groups = new WeakMap<unknown[], Record<string, unknown[]>>();
  storage.addValidationMetadata = (...args) => {
    cache = new Map();
    groups = new WeakMap();
    add(...args);
  };
  // Read only by the validator (it filters the groups into new lists), so one grouping serves all.
  storage.groupByPropertyName = (metadatas) => {
    let grouped = groups.get(metadatas);
    if (!grouped) groups.set(metadatas, (grouped = group(metadatas)));
    return grouped;
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}|${always}|${strictGroups}|${groups?.join(',') ?? ''}`;
    let byKey = cache.get(target);
    if (!byKey) cache.set(target, (byKey = new Map()));
    let found = byKey.get(key);
    if (!found) byKey.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
}

const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

/**
 * The fields of a validated value that hold a control character (controls.ts): any of them in
 * a string field, any but line breaks and tabs in a FreeText one; nested objects and arrays too.
 */
function controlProblems(value: unknown, field: string, freeText = false): FieldProblem[] {
  if (typeof value === 'string') {
    const text = freeText ? value.replace(LINE_BREAKS_AND_TABS, ' ') : value;
    return CONTROL_CHARACTER.test(text) ? [{ field, key: 'validation.controlCharacters' }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((element) => controlProblems(element, field, freeText));
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return [];
  return Object.entries(value).flatMap(([key, element]) =>
    controlProblems(element, field ? `${field}.${key}` : key, isFreeText(value, key)),
  );
}

/** The validated value, or a refusal naming each field that holds a control character. */
function withoutControls<T>(value: T, metadata: ArgumentMetadata): T {
  if (metadata.type === 'custom') return value;
  const problems = controlProblems(value, typeof value === 'string' ? (metadata.data ?? metadata.type) : '');
  if (problems.length) throw new AppError('VALIDATION_FAILED', {}, null, problems);
  return value;
}

/**
 * ValidationPipe with the compiled fast path in front (compiled-validation.ts): a value the
 * compiled rules vouch for becomes its DTO there; anything else (every refusal) goes through
 * ValidationPipe as before. With FANPASS_VALIDATION_SHADOW=1 (the API test suites) every value
 * the fast path accepts is also run through ValidationPipe, and any difference is an error.
 */
class DtoValidationPipe extends ValidationPipe {
  private readonly compiled = new CompiledValidation();
  private readonly shadow = process.env.FANPASS_VALIDATION_SHADOW === '1';

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const target = metadata.metatype;
    if (target && metadata.type !== 'custom') {
      const dto = this.compiled.run(target, value);
      if (dto !== UNDECIDED) {
        if (this.shadow) await this.compare(dto, value, metadata);
        return withoutControls(dto, metadata);
      }
    }
    return withoutControls(await super.transform(value, metadata), metadata);
  }

  private async compare(dto: object, value: unknown, metadata: ArgumentMetadata): Promise<void> {
    const name = metadata.metatype?.name ?? '?';
    let full: unknown;
    try {
      full = await super.transform(structuredClone(value), metadata);
    } catch (error) {
      throw new Error(`compiled validation accepted ${JSON.stringify(value)} as ${name}; ValidationPipe refuses it`, {
        cause: error,
      });
    }
    if (!isDeepStrictEqual(dto, full)) {
      throw new Error(
        `compiled validation built ${JSON.stringify(dto)} from ${JSON.stringify(value)} as ${name}; ValidationPipe built ${JSON.stringify(full)}`,
      );
    }
  }
}

/** DTO validation: unknown fields refused, types converted, failures as code 40000 with each field. */
export function validationPipe(): ValidationPipe {
  rememberRuleLookups();
  return new DtoValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => new AppError('VALIDATION_FAILED', {}, null, flatten(errors)),
  });
}
