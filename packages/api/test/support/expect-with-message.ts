import { expect } from '@jest/globals';

const HERE = 'expect-with-message.';

/** The failure with `message` first, and its stack from the spec's line rather than from here. */
function noted(error: unknown, message: string): unknown {
  if (error instanceof Error) {
    error.message = `${message}\n\n${error.message}`;
    error.stack = error.stack
      ?.split('\n')
      .filter((line) => !line.includes(HERE))
      .join('\n');
  }
  return error;
}

/** Every matcher of `target` (and of .not, .resolves, .rejects) failing with `message` first. */
function withMessage<M extends object>(target: M, message: string): M {
  return new Proxy(target, {
    get(object, key, receiver) {
      const member: unknown = Reflect.get(object, key, receiver);
      if (typeof member === 'function')
        return (...args: unknown[]) => {
          try {
            const result: unknown = member.apply(object, args);
            if (result instanceof Promise)
              return result.catch((error: unknown) => Promise.reject(noted(error, message)));
            return result;
          } catch (error) {
            throw noted(error, message);
          }
        };
      if (member && typeof member === 'object') return withMessage(member, message);
      return member;
    },
  });
}

/**
 * `expect(value)` whose failure starts with `message` (what was being checked: the field, the
 * command's output), as Vitest's `expect(value, message)` did; Jest's expect takes one argument.
 */
export function expectWithMessage<T>(value: T, message: string): ReturnType<typeof expect<T>> {
  return withMessage(expect(value), message);
}
