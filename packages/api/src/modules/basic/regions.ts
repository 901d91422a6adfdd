/** Sales areas (spec §3: Macau MO is the default) and the countries with their dialling codes. */

export interface AreaInfo {
  value: string;
  dialCode: string;
  currency: string;
  timezone: string;
}

export const AREAS: AreaInfo[] = [
  { value: 'MO', dialCode: '853', currency: 'MOP', timezone: 'Asia/Macau' },
  { value: 'HK', dialCode: '852', currency: 'HKD', timezone: 'Asia/Hong_Kong' },
  { value: 'CN', dialCode: '86', currency: 'CNY', timezone: 'Asia/Shanghai' },
  { value: 'TW', dialCode: '886', currency: 'TWD', timezone: 'Asia/Taipei' },
  { value: 'VN', dialCode: '84', currency: 'VND', timezone: 'Asia/Ho_Chi_Minh' },
  { value: 'TH', dialCode: '66', currency: 'THB', timezone: 'Asia/Bangkok' },
  { value: 'MY', dialCode: '60', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' },
  { value: 'SG', dialCode: '65', currency: 'SGD', timezone: 'Asia/Singapore' },
];

/** ISO 3166 code -> international dialling code. */
export const COUNTRY_DIAL_CODES: Record<string, string> = {
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
