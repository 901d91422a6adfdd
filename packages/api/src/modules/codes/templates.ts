import type { Language } from '@fanpass/contracts';

/** What a code is for: the e-mail code types plus the phone check. */
export type CodePurpose = 'register' | 'forget' | 'changeEmail' | 'newEmail' | 'transfer' | 'payPassword' | 'phone';

type Texts = Record<Language, string>;

/** "Use it to …" per purpose. */
const ACTIONS: Record<CodePurpose, Texts> = {
  register: {
    en_US: 'create your Fanpass account',
    zh: '注册您的 Fanpass 账户',
    zh_tw: '註冊您的 Fanpass 帳戶',
    th: 'สร้างบัญชี Fanpass ของคุณ',
    vi: 'tạo tài khoản Fanpass của bạn',
    ms: 'mencipta akaun Fanpass anda',
  },
  forget: {
    en_US: 'reset your password',
    zh: '重置您的密码',
    zh_tw: '重設您的密碼',
    th: 'รีเซ็ตรหัสผ่านของคุณ',
    vi: 'đặt lại mật khẩu của bạn',
    ms: 'menetapkan semula kata laluan anda',
  },
  changeEmail: {
    en_US: 'confirm changing the e-mail of your account',
    zh: '确认修改您账户的邮箱',
    zh_tw: '確認修改您帳戶的電子郵件',
    th: 'ยืนยันการเปลี่ยนอีเมลของบัญชีคุณ',
    vi: 'xác nhận thay đổi e-mail của tài khoản',
    ms: 'mengesahkan penukaran e-mel akaun anda',
  },
  newEmail: {
    en_US: 'confirm your new e-mail address',
    zh: '确认您的新邮箱地址',
    zh_tw: '確認您的新電子郵件地址',
    th: 'ยืนยันที่อยู่อีเมลใหม่ของคุณ',
    vi: 'xác nhận địa chỉ e-mail mới của bạn',
    ms: 'mengesahkan alamat e-mel baharu anda',
  },
  transfer: {
    en_US: 'confirm a ticket transfer',
    zh: '确认转让门票',
    zh_tw: '確認轉讓門票',
    th: 'ยืนยันการโอนตั๋ว',
    vi: 'xác nhận chuyển nhượng vé',
    ms: 'mengesahkan pemindahan tiket',
  },
  payPassword: {
    en_US: 'reset your payment password',
    zh: '重置您的支付密码',
    zh_tw: '重設您的支付密碼',
    th: 'รีเซ็ตรหัสผ่านการชำระเงินของคุณ',
    vi: 'đặt lại mật khẩu thanh toán của bạn',
    ms: 'menetapkan semula kata laluan pembayaran anda',
  },
  phone: {
    en_US: 'verify your phone number',
    zh: '验证您的手机号码',
    zh_tw: '驗證您的手機號碼',
    th: 'ยืนยันหมายเลขโทรศัพท์ของคุณ',
    vi: 'xác minh số điện thoại của bạn',
    ms: 'mengesahkan nombor telefon anda',
  },
};

/** The transfer a transfer code confirms, named in its e-mail. */
export interface TransferDetails {
  /** The event's title. */
  event: string;
  /** The ticket's number (code). */
  ticket: string;
  /** The recipient's e-mail. */
  recipient: string;
}

/** "Use it to …" for a transfer code whose e-mail names the ticket and the recipient. */
const TRANSFER_ACTION: Texts = {
  en_US: 'confirm transferring your ticket {ticket} for {event} to {recipient}',
  zh: '确认将 {event} 的门票 {ticket} 转让给 {recipient}',
  zh_tw: '確認將 {event} 的門票 {ticket} 轉讓給 {recipient}',
  th: 'ยืนยันการโอนตั๋ว {ticket} สำหรับ {event} ให้ {recipient}',
  vi: 'xác nhận chuyển vé {ticket} của {event} cho {recipient}',
  ms: 'mengesahkan pemindahan tiket {ticket} untuk {event} kepada {recipient}',
};

const SUBJECT: Texts = {
  en_US: 'Your Fanpass verification code: {code}',
  zh: '您的 Fanpass 验证码：{code}',
  zh_tw: '您的 Fanpass 驗證碼：{code}',
  th: 'รหัสยืนยัน Fanpass ของคุณ: {code}',
  vi: 'Mã xác minh Fanpass của bạn: {code}',
  ms: 'Kod pengesahan Fanpass anda: {code}',
};

const MAIL_BODY: Texts = {
  en_US:
    'Your verification code is {code}. Use it to {action}.\n\nIt expires in {minutes} minutes and works once. If you did not ask for it, you can ignore this e-mail.',
  zh: '您的验证码是 {code}，用于{action}。\n\n验证码 {minutes} 分钟内有效，仅可使用一次。如非本人操作，请忽略此邮件。',
  zh_tw:
    '您的驗證碼是 {code}，用於{action}。\n\n驗證碼 {minutes} 分鐘內有效，僅可使用一次。如非本人操作，請忽略此郵件。',
  th: 'รหัสยืนยันของคุณคือ {code} ใช้เพื่อ{action}\n\nรหัสจะหมดอายุใน {minutes} นาทีและใช้ได้ครั้งเดียว หากคุณไม่ได้ร้องขอ โปรดเพิกเฉยต่ออีเมลนี้',
  vi: 'Mã xác minh của bạn là {code}. Dùng mã để {action}.\n\nMã hết hạn sau {minutes} phút và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua e-mail này.',
  ms: 'Kod pengesahan anda ialah {code}. Gunakannya untuk {action}.\n\nKod tamat tempoh dalam {minutes} minit dan hanya boleh digunakan sekali. Jika anda tidak memintanya, abaikan e-mel ini.',
};

const SMS_BODY: Texts = {
  en_US: '[Fanpass] {code} is your code to {action}. It expires in {minutes} minutes.',
  zh: '【Fanpass】验证码 {code}，用于{action}，{minutes} 分钟内有效。',
  zh_tw: '【Fanpass】驗證碼 {code}，用於{action}，{minutes} 分鐘內有效。',
  th: '[Fanpass] {code} คือรหัสเพื่อ{action} หมดอายุใน {minutes} นาที',
  vi: '[Fanpass] {code} là mã để {action}. Mã hết hạn sau {minutes} phút.',
  ms: '[Fanpass] {code} ialah kod untuk {action}. Tamat tempoh dalam {minutes} minit.',
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function action(purpose: CodePurpose, lang: Language, transfer?: TransferDetails): string {
  if (purpose === 'transfer' && transfer) return fill(TRANSFER_ACTION[lang], { ...transfer });
  return ACTIONS[purpose][lang];
}

/** The e-mail carrying a code, in the recipient's language (a transfer's names what it confirms). */
export function codeMail(
  purpose: CodePurpose,
  code: string,
  minutes: number,
  lang: Language,
  transfer?: TransferDetails,
) {
  const values = { code, minutes: String(minutes), action: action(purpose, lang, transfer) };
  return { subject: fill(SUBJECT[lang], values), text: fill(MAIL_BODY[lang], values) };
}

/** The SMS carrying a code, in the recipient's language. */
export function codeSms(purpose: CodePurpose, code: string, minutes: number, lang: Language): string {
  return fill(SMS_BODY[lang], { code, minutes: String(minutes), action: ACTIONS[purpose][lang] });
}

/** Every template text, for the completeness test. */
export const CODE_TEMPLATES = { SUBJECT, MAIL_BODY, SMS_BODY, TRANSFER_ACTION, ...ACTIONS };
