import type { ReplyCodeEntry } from '../codes.js';
import type { Texts } from '../messages.js';

/** Account codes (1001–1099; 1001–1003 are the spec's, in core). */
export const ACCOUNT_CODES = {
  ACCOUNT_SUSPENDED: { code: 1004, status: 403, key: 'account.suspended' },
  PHONE_NOT_VERIFIED: { code: 1005, status: 403, key: 'account.phoneNotVerified' },
} as const satisfies Record<string, ReplyCodeEntry>;

export const ACCOUNT_MESSAGES = {
  'account.suspended': {
    en_US: 'This account has been suspended because of abnormal activity. Please contact customer service.',
    zh: '该账户因异常活动已被暂停，请联系客服。',
    zh_tw: '該帳戶因異常活動已被暫停，請聯絡客服。',
    th: 'บัญชีนี้ถูกระงับเนื่องจากมีกิจกรรมผิดปกติ กรุณาติดต่อฝ่ายบริการลูกค้า',
    vi: 'Tài khoản này đã bị tạm khóa do hoạt động bất thường. Vui lòng liên hệ bộ phận chăm sóc khách hàng.',
    ms: 'Akaun ini telah digantung kerana aktiviti luar biasa. Sila hubungi khidmat pelanggan.',
  },
  'account.phoneNotVerified': {
    en_US: 'Please verify your phone number before placing an order.',
    zh: '下单前请先验证您的手机号码。',
    zh_tw: '下單前請先驗證您的手機號碼。',
    th: 'กรุณายืนยันหมายเลขโทรศัพท์ของคุณก่อนสั่งซื้อ',
    vi: 'Vui lòng xác minh số điện thoại trước khi đặt hàng.',
    ms: 'Sila sahkan nombor telefon anda sebelum membuat pesanan.',
  },
} as const satisfies Record<string, Texts>;
