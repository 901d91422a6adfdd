import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { MESSAGES } from '@fanpass/contracts';
import { AppError, type FieldProblem } from '../errors/app-error.js';

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

/** DTO validation: unknown fields refused, types converted, failures as code 40000 with each field. */
export function validationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => new AppError('VALIDATION_FAILED', {}, null, flatten(errors)),
  });
}
