/** Largest JSON body accepted (bytes); larger ones answer 413/41300 before anything is parsed. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Deepest nesting of objects and arrays accepted; deeper bodies answer 400/40001 before parsing. */
export const JSON_MAX_DEPTH = 16;

class BadJson extends Error {
  readonly statusCode = 400;
}

/** The nesting depth of a JSON text, counted without parsing (brackets inside strings ignored). */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) max = depth;
      if (max > stopAt) return max;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return max;
}

const RAW_BODIES = new WeakMap<object, string>();

/** The JSON body exactly as it came (a provider's signature covers these bytes, not our parse). */
export function rawJsonBody(request: object): string {
  return RAW_BODIES.get(request) ?? '';
}

// Keys that could reach an object's prototype if the body were ever merged into another object.
const PROTO_KEY = /"(?:__proto__|constructor|prototype)"\s*:/;

/**
 * Parses a JSON body ourselves: size bounded by JSON_BODY_LIMIT (the parser's bodyLimit), depth
 * by JSON_MAX_DEPTH and prototype keys refused, all before JSON.parse, so no body can overflow a
 * stack later (signature, class-transformer) or turn into a 500.
 */
export function parseJsonBody(
  request: object,
  body: Buffer | string,
  done: (error: Error | null, value?: unknown) => void,
): void {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  RAW_BODIES.set(request, text);
  if (text.trim() === '') return done(new BadJson('empty JSON body'));
  if (jsonDepth(text, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) return done(new BadJson('JSON nested too deeply'));
  if (PROTO_KEY.test(text)) return done(new BadJson('JSON with a prototype key'));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return done(new BadJson('invalid JSON'));
  }
  done(null, value);
}
