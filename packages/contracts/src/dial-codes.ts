/**
 * The countries the app offers for a phone number (GET /country/countryList), ISO 3166 code ->
 * international dialling code. A phone verified on an account has one of these.
 */
export const COUNTRY_DIAL_CODES: Readonly<Record<string, string>> = {
  MO: '853',
  HK: '852',
  CN: '86',
  TW: '886',
  VN: '84',
  TH: '66',
  MY: '60',
  SG: '65',
  ID: '62',
  PH: '63',
  KH: '855',
  LA: '856',
  MM: '95',
  BN: '673',
  JP: '81',
  KR: '82',
  IN: '91',
  AU: '61',
  NZ: '64',
  US: '1',
  CA: '1',
  GB: '44',
  IE: '353',
  FR: '33',
  DE: '49',
  NL: '31',
  BE: '32',
  ES: '34',
  PT: '351',
  IT: '39',
  CH: '41',
  AT: '43',
  SE: '46',
  NO: '47',
  DK: '45',
  FI: '358',
  PL: '48',
  CZ: '420',
  RU: '7',
  TR: '90',
  AE: '971',
  SA: '966',
  QA: '974',
  IL: '972',
  EG: '20',
  ZA: '27',
  NG: '234',
  KE: '254',
  BR: '55',
  MX: '52',
  AR: '54',
  CL: '56',
  CO: '57',
  PE: '51',
};

/** Every dialling code of COUNTRY_DIAL_CODES (the United States and Canada share +1). */
export const DIAL_CODES: readonly string[] = /* @__PURE__ */ Object.values(COUNTRY_DIAL_CODES);

/**
 * A dialling code in the one form the app keeps: trimmed, without a leading '+' or leading zeros,
 * so '+853', '0853', '00853' and '+0853' are all '853' (one phone is one number whatever way it
 * was typed). Anything else comes back trimmed, for the validation to refuse.
 */
export function normaliseDialCode(areaCode: string): string {
  return areaCode.trim().replace(/^\+?0*(?=[1-9])/, '');
}
