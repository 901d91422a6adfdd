/**
 * Control characters: C0 (U+0000–U+001F), DEL and C1 (U+0080–U+009F). In a form field they
 * forge lines in the operators' terminal and e-mail (a newline in a name) or drive the terminal
 * itself (ESC sequences), so a field refuses them unless it is free text (FreeText), and whatever
 * an ops command or an e-mail prints passes through `printable`.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this file's purpose
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

// eslint-disable-next-line no-control-regex -- as above
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- as above
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function shown(char: string): string {
  return NAMED[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
}

/**
 * The text with every control character written out as an escape (`\n`, `\x1b`), so it prints
 * as what it is. With `lines`, line breaks (a CR LF becomes LF) and tabs stay as they are: for
 * free text shown on lines of its own, such as the body of an e-mail.
 */
export function printable(text: string, options: { lines?: boolean } = {}): string {
  if (!options.lines) return text.replace(CONTROLS, shown);
  return text.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_LINES, shown);
}
