import type { AttendeeIdType } from './catalogue/tickets.js';

/** An ID number as kept: 4–30 upper-case letters, digits or dashes (after normaliseIdNumber). */
export const ID_NUMBER_PATTERN = /^[A-Z0-9-]{4,30}$/;

/**
 * An ID number in the one form the app keeps, whichever way it was typed: full-width letters,
 * digits and brackets (a Chinese keyboard's) made plain, letters upper-cased, spaces dropped, and
 * a check character printed in brackets at the end unbracketed, so Macau's '1234567(8)' is
 * '12345678' and Hong Kong's 'a123456 (7)' is 'A1234567'. Anything else comes back for
 * ID_NUMBER_PATTERN to refuse. No check digit is verified: the spec asks for none.
 */
export function normaliseIdNumber(raw: string): string {
  const plain = raw.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  return plain.replace(/^([A-Z0-9-]+)\(([0-9A-Z])\)$/, '$1$2');
}

/** True when the number, once normalised, is one the app keeps. */
export function isValidIdNumber(raw: string): boolean {
  return ID_NUMBER_PATTERN.test(normaliseIdNumber(raw));
}

/** Hong Kong identity card as kept: one or two letters, six digits and the check digit (0–9 or A). */
const HONG_KONG_ID = /^([A-Z]{1,2}\d{6})([0-9A])$/;
/** Macau resident identity card as kept: 1, 5 or 7, six more digits and the check digit. */
const MACAU_ID = /^([157]\d{6})(\d)$/;

/**
 * An identity card number as the card prints it, check digit in brackets: 'A1234567' is shown
 * 'A123456(7)' and '12345678' '1234567(8)'. Other documents, and numbers of other shapes, as kept.
 */
export function printedIdNumber(idType: AttendeeIdType | string, idNumber: string): string {
  if (idType !== 'idCard') return idNumber;
  const card = HONG_KONG_ID.exec(idNumber) ?? MACAU_ID.exec(idNumber);
  return card ? `${card[1]}(${card[2]})` : idNumber;
}
