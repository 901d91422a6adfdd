import { ENQUIRY_RULES, isValidEmail, isValidPhone, RULES } from '@fanpass/contracts';

/** Form rules from the contracts constants the API validates with; each answers an i18n key or true. */
export const rules = {
  name: (v: string) => {
    const n = [...v.trim()].length;
    return (n >= ENQUIRY_RULES.name.min && n <= ENQUIRY_RULES.name.max) || 'support.rule.name';
  },
  email: (v: string) => isValidEmail(v.trim()) || 'support.rule.email',
  areaCode: (v: string) => /^\+?\d{1,4}$/.test(v.trim()) || 'support.rule.phone',
  phone: (areaCode: string) => (v: string) =>
    isValidPhone(areaCode.trim(), v.replace(/[\s-]/g, '')) || 'support.rule.phone',
  optionalPhone: (areaCode: string) => (v: string) =>
    (!v.trim() && !areaCode.trim()) || isValidPhone(areaCode.trim(), v.replace(/[\s-]/g, '')) || 'support.rule.phone',
  required: (key: string) => (v: unknown) => (v !== '' && v !== null && v !== undefined) || key,
  moreInfo: (v: string) => v.length <= ENQUIRY_RULES.moreInfo.max || 'support.rule.moreInfo',
  issueText: (v: string) => {
    const n = [...v.trim()].length;
    return (n >= RULES.issueText.min && n <= RULES.issueText.max) || 'support.rule.issueText';
  },
};
