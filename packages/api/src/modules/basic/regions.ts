/**
 * Sales areas (spec §3: Macau MO is the default). The countries with their dialling codes live in
 * contracts, where the phone validation reads them too.
 */
export { COUNTRY_DIAL_CODES } from '@fanpass/contracts';

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
