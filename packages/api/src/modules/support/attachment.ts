import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENT_TYPES, type SupportAttachmentType } from '@fanpass/contracts';
import { AppError } from '../../common/errors/app-error.js';

/** The first bytes of each image type we accept; the declared type must match what the bytes are. */
const SIGNATURES: Record<SupportAttachmentType, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

export interface Attachment {
  type: SupportAttachmentType;
  bytes: Buffer;
}

/**
 * A support request's one image, sent as a data URL: larger than 2 MB is 'Upload limit exceeded',
 * anything that is not a PNG, JPEG, GIF or WebP (by its declared type AND its bytes) is refused.
 */
export function readAttachment(dataUrl: string): Attachment {
  const match = DATA_URL.exec(dataUrl);
  if (!match)
    throw new AppError('VALIDATION_FAILED', {}, null, [{ field: 'attachment', key: 'support.attachmentRule' }]);
  const declared = match[1]!.toLowerCase();
  const base64 = match[2]!;
  // Size first, from the text's length, before decoding anything large.
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=*$/)?.[0].length ?? 0) > SUPPORT_ATTACHMENT_MAX_BYTES) {
    throw tooLarge();
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SUPPORT_ATTACHMENT_MAX_BYTES) throw tooLarge();
  const type = SUPPORT_ATTACHMENT_TYPES.find((t) => t === declared);
  if (!type || bytes.length === 0 || !SIGNATURES[type](bytes)) throw new AppError('UPLOAD_NOT_IMAGE');
  return { type, bytes };
}

function tooLarge(): AppError {
  return new AppError('UPLOAD_LIMIT_EXCEEDED', { max: SUPPORT_ATTACHMENT_MAX_BYTES / (1024 * 1024) });
}
