import { REPLY_CODES, SUPPORT_ATTACHMENT_MAX_BYTES } from '@fanpass/contracts';
import { describe, expect, it } from '@jest/globals';
import { AppError } from '../../common/errors/app-error.js';
import { readAttachment } from './attachment.js';
import { csvCell } from '../../common/text/csv.js';
import { parseFilter } from './enquiries-ops.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const url = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const codeOf = (run: () => unknown): number | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.entry.code : -1;
  }
};

describe('the support request image', () => {
  it('accepts each image type by its bytes', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    const gif = Buffer.from('GIF89a\x01\x00', 'latin1');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(readAttachment(url('image/png', PNG))).toEqual({ type: 'image/png', bytes: PNG });
    expect(readAttachment(url('image/jpeg', jpeg)).type).toBe('image/jpeg');
    expect(readAttachment(url('IMAGE/GIF', gif)).type).toBe('image/gif');
    expect(readAttachment(url('image/webp', webp)).type).toBe('image/webp');
  });

  it('takes exactly the limit and refuses one byte more (Upload limit exceeded)', () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES - PNG.length)]);
    expect(readAttachment(url('image/png', atLimit)).bytes.length).toBe(SUPPORT_ATTACHMENT_MAX_BYTES);
    expect(codeOf(() => readAttachment(url('image/png', Buffer.concat([atLimit, Buffer.alloc(1)]))))).toBe(
      REPLY_CODES.UPLOAD_LIMIT_EXCEEDED.code,
    );
  });

  it('refuses what is not an image, whatever it claims, and what is not a data URL', () => {
    expect(codeOf(() => readAttachment(url('image/svg+xml', Buffer.from('<svg/>'))))).toBe(
      REPLY_CODES.UPLOAD_NOT_IMAGE.code,
    );
    expect(codeOf(() => readAttachment(url('image/png', Buffer.from('%PDF-1.7'))))).toBe(
      REPLY_CODES.UPLOAD_NOT_IMAGE.code,
    );
    expect(codeOf(() => readAttachment(url('image/png', Buffer.alloc(0))))).toBe(REPLY_CODES.UPLOAD_NOT_IMAGE.code);
    expect(codeOf(() => readAttachment('https://example.com/cat.png'))).toBe(REPLY_CODES.VALIDATION_FAILED.code);
  });
});

describe('the enquiries commands', () => {
  it('quotes CSV cells and never lets a spreadsheet run one', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell(true)).toBe('true');
  });

  it('reads --type and --since, and refuses anything else', () => {
    expect(parseFilter({ type: 'support', since: '2026-11-01' })).toEqual({
      type: 'support',
      since: Date.parse('2026-11-01'),
    });
    expect(parseFilter({})).toEqual({});
    expect(parseFilter({ type: 'spam' })).toMatch(/--type/);
    expect(parseFilter({ since: 'yesterday' })).toMatch(/--since/);
  });
});
