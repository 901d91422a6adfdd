import { describe, expect, it } from '@jest/globals';
import { CONTROL_CHARACTER, printable } from './controls.js';

describe('control characters', () => {
  it('finds C0, DEL and C1 controls and nothing else', () => {
    for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9b, 0x9f]) {
      expect(CONTROL_CHARACTER.test(`a${String.fromCharCode(code)}b`)).toBe(true);
    }
    for (const text of ['Chan Tai Man', 'Nguyễn Văn A', '陳大文', 'สมชาย', ' ', '\u00a0', '\u2028', 'é']) {
      expect(CONTROL_CHARACTER.test(text)).toBe(false);
    }
  });

  it('writes every control out on one line, and keeps line breaks and tabs for free text', () => {
    expect(printable('Chan\nReference: SR-1\u001b[2J\u009b')).toBe('Chan\\nReference: SR-1\\x1b[2J\\x9b');
    expect(printable('a\r\nb\tc')).toBe('a\\r\\nb\\tc');
    expect(printable('line one\r\nline two\n\tend\u001b[31m', { lines: true })).toBe(
      'line one\nline two\n\tend\\x1b[31m',
    );
    expect(printable('陳大文 – plain')).toBe('陳大文 – plain');
  });
});
