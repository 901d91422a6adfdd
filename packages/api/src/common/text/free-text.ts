/** The DTO properties that are free text, by class: they may hold line breaks and tabs. */
const FREE_TEXT = new WeakMap<object, Set<string>>();

/**
 * Marks a DTO property as free text (a message, a note): it may carry line breaks and tabs,
 * which every other string field refuses along with the other control characters
 * (validation.ts). Printing it is still escaped (`printable` with `lines`).
 */
export function FreeText(): PropertyDecorator {
  return (prototype, property) => {
    let fields = FREE_TEXT.get(prototype);
    if (!fields) FREE_TEXT.set(prototype, (fields = new Set()));
    fields.add(String(property));
  };
}

/** Whether a property of an object (its class or a parent class) is marked FreeText. */
export function isFreeText(object: object, property: string): boolean {
  for (let p: object | null = Object.getPrototypeOf(object) as object | null; p; p = Object.getPrototypeOf(p)) {
    if (FREE_TEXT.get(p)?.has(property)) return true;
  }
  return false;
}
