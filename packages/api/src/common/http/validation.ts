import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { MESSAGES } from '@fanpass/contracts';
import { AppError, type FieldProblem } from '../errors/app-error.js';
import { CONTROL_CHARACTER } from '../text/controls.js';
import { isFreeText } from '../text/free-text.js';

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

/** ValidationPipe, then the control-character check on what it answers. */
class DtoValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return withoutControls(await super.transform(value, metadata), metadata);
  }
}

/** DTO validation: unknown fields refused, types converted, failures as code 40000 with each field. */
export function validationPipe(): ValidationPipe {
  return new DtoValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => new AppError('VALIDATION_FAILED', {}, null, flatten(errors)),
  });
}
