import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.js';

type Texts = Record<Language, string>;

/**
 * Server messages in all six languages, keyed as the code catalogue and the validators name
 * them. `{name}` placeholders are filled by translate().
 */
export const MESSAGES = {
  'code.success': {
    en_US: 'Success',
    zh: '成功',
    zh_tw: '成功',
    th: 'สำเร็จ',
    vi: 'Thành công',
    ms: 'Berjaya',
  },
  'code.userNotFound': {
    en_US: 'User does not exist',
    zh: '用户不存在',
    zh_tw: '用戶不存在',
    th: 'ไม่พบผู้ใช้',
    vi: 'Người dùng không tồn tại',
    ms: 'Pengguna tidak wujud',
  },
  'code.registerCodeInvalid': {
    en_US: 'Invalid verification code',
    zh: '验证码无效',
    zh_tw: '驗證碼無效',
    th: 'รหัสยืนยันไม่ถูกต้อง',
    vi: 'Mã xác minh không hợp lệ',
    ms: 'Kod pengesahan tidak sah',
  },
  'code.forgetCodeInvalid': {
    en_US: 'Please enter correct verify code',
    zh: '请输入正确的验证码',
    zh_tw: '請輸入正確的驗證碼',
    th: 'กรุณากรอกรหัสยืนยันที่ถูกต้อง',
    vi: 'Vui lòng nhập đúng mã xác minh',
    ms: 'Sila masukkan kod pengesahan yang betul',
  },
  'code.loginExpired': {
    en_US: 'Your login has expired, please sign in again',
    zh: '登录已过期，请重新登录',
    zh_tw: '登入已過期，請重新登入',
    th: 'การเข้าสู่ระบบหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
    vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    ms: 'Log masuk anda telah tamat tempoh, sila log masuk semula',
  },
  'code.notLoggedIn': {
    en_US: 'Not logged in, please sign in',
    zh: '未登录，请先登录',
    zh_tw: '未登入，請先登入',
    th: 'ยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบ',
    vi: 'Chưa đăng nhập, vui lòng đăng nhập',
    ms: 'Belum log masuk, sila log masuk',
  },
  'code.endpointNotFound': {
    en_US: 'Operation failed, page not found',
    zh: '操作失败，页面不存在',
    zh_tw: '操作失敗，頁面不存在',
    th: 'ดำเนินการไม่สำเร็จ ไม่พบหน้า',
    vi: 'Thao tác thất bại, không tìm thấy trang',
    ms: 'Operasi gagal, halaman tidak dijumpai',
  },
  'code.systemException': {
    en_US: 'System exception, please try again later',
    zh: '系统异常，请稍后再试',
    zh_tw: '系統異常，請稍後再試',
    th: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง',
    vi: 'Lỗi hệ thống, vui lòng thử lại sau',
    ms: 'Ralat sistem, sila cuba sebentar lagi',
  },
  'code.repair': {
    en_US: 'The page is under repair',
    zh: '页面维护中',
    zh_tw: '頁面維護中',
    th: 'หน้านี้อยู่ระหว่างการปรับปรุง',
    vi: 'Trang đang được bảo trì',
    ms: 'Halaman sedang dibaiki',
  },
  'code.validationFailed': {
    en_US: 'Some fields are not valid: {details}',
    zh: '部分字段无效：{details}',
    zh_tw: '部分欄位無效：{details}',
    th: 'ข้อมูลบางช่องไม่ถูกต้อง: {details}',
    vi: 'Một số trường không hợp lệ: {details}',
    ms: 'Sesetengah medan tidak sah: {details}',
  },
  'code.malformedBody': {
    en_US: 'The request body is not valid JSON',
    zh: '请求内容不是有效的 JSON',
    zh_tw: '請求內容不是有效的 JSON',
    th: 'เนื้อหาคำขอไม่ใช่ JSON ที่ถูกต้อง',
    vi: 'Nội dung yêu cầu không phải JSON hợp lệ',
    ms: 'Kandungan permintaan bukan JSON yang sah',
  },
  'code.signatureMissing': {
    en_US: 'The request is not signed (platform, timestamp, nonce and signature are required)',
    zh: '请求未签名（需要 platform、timestamp、nonce 和 signature）',
    zh_tw: '請求未簽名（需要 platform、timestamp、nonce 和 signature）',
    th: 'คำขอไม่มีลายเซ็น (ต้องมี platform, timestamp, nonce และ signature)',
    vi: 'Yêu cầu chưa được ký (cần platform, timestamp, nonce và signature)',
    ms: 'Permintaan tidak ditandatangani (platform, timestamp, nonce dan signature diperlukan)',
  },
  'code.signatureInvalid': {
    en_US: 'The request signature is not valid',
    zh: '请求签名无效',
    zh_tw: '請求簽名無效',
    th: 'ลายเซ็นของคำขอไม่ถูกต้อง',
    vi: 'Chữ ký của yêu cầu không hợp lệ',
    ms: 'Tandatangan permintaan tidak sah',
  },
  'code.signatureStale': {
    en_US: 'The request has expired; check your device clock and try again',
    zh: '请求已过期，请检查设备时间后重试',
    zh_tw: '請求已過期，請檢查裝置時間後重試',
    th: 'คำขอหมดอายุ กรุณาตรวจสอบเวลาของอุปกรณ์แล้วลองอีกครั้ง',
    vi: 'Yêu cầu đã hết hạn; hãy kiểm tra đồng hồ thiết bị và thử lại',
    ms: 'Permintaan telah tamat tempoh; semak jam peranti anda dan cuba lagi',
  },
  'code.signatureReplayed': {
    en_US: 'This request was already received',
    zh: '该请求已被接收过',
    zh_tw: '該請求已被接收過',
    th: 'ได้รับคำขอนี้แล้ว',
    vi: 'Yêu cầu này đã được nhận trước đó',
    ms: 'Permintaan ini telah diterima',
  },
  'code.platformUnknown': {
    en_US: 'Unknown platform',
    zh: '未知的平台',
    zh_tw: '未知的平台',
    th: 'ไม่รู้จักแพลตฟอร์ม',
    vi: 'Nền tảng không xác định',
    ms: 'Platform tidak dikenali',
  },
  'code.forbidden': {
    en_US: 'You are not allowed to do this',
    zh: '无权执行此操作',
    zh_tw: '無權執行此操作',
    th: 'คุณไม่ได้รับอนุญาตให้ทำรายการนี้',
    vi: 'Bạn không được phép thực hiện thao tác này',
    ms: 'Anda tidak dibenarkan melakukan ini',
  },
  'code.notFound': {
    en_US: 'Not found',
    zh: '未找到',
    zh_tw: '找不到',
    th: 'ไม่พบข้อมูล',
    vi: 'Không tìm thấy',
    ms: 'Tidak dijumpai',
  },
  'code.payloadTooLarge': {
    en_US: 'Upload limit exceeded',
    zh: '超出上传限制',
    zh_tw: '超出上傳限制',
    th: 'เกินขีดจำกัดการอัปโหลด',
    vi: 'Vượt quá giới hạn tải lên',
    ms: 'Had muat naik melebihi',
  },
  'code.tooManyRequests': {
    en_US: "Wow, we're experiencing high demand right now. Please try again in a moment.",
    zh: '哇，当前访问人数过多，请稍后再试。',
    zh_tw: '哇，目前訪問人數過多，請稍後再試。',
    th: 'ว้าว ขณะนี้มีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    vi: 'Ồ, hiện đang có rất nhiều người truy cập. Vui lòng thử lại sau giây lát.',
    ms: 'Wah, permintaan sangat tinggi sekarang. Sila cuba lagi sebentar nanti.',
  },
  'validation.required': {
    en_US: '{field} is required',
    zh: '{field} 为必填项',
    zh_tw: '{field} 為必填項',
    th: 'ต้องระบุ {field}',
    vi: '{field} là bắt buộc',
    ms: '{field} diperlukan',
  },
  'validation.invalid': {
    en_US: '{field} is not valid',
    zh: '{field} 无效',
    zh_tw: '{field} 無效',
    th: '{field} ไม่ถูกต้อง',
    vi: '{field} không hợp lệ',
    ms: '{field} tidak sah',
  },
  'validation.unknownField': {
    en_US: '{field} is not allowed',
    zh: '不允许字段 {field}',
    zh_tw: '不允許欄位 {field}',
    th: 'ไม่อนุญาตให้ใช้ {field}',
    vi: 'Không cho phép trường {field}',
    ms: '{field} tidak dibenarkan',
  },
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

/** The text of a message key in a language, with `{name}` placeholders filled. */
export function translate(
  key: string,
  lang: Language,
  params: Record<string, string | number> = {},
  catalogue: Record<string, Partial<Texts>> = MESSAGES,
): string {
  const texts = catalogue[key];
  const template = texts?.[lang] ?? texts?.[FALLBACK_LANGUAGE] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Keys whose text is missing or empty in some language (used by the completeness tests). */
export function missingTranslations(catalogue: Record<string, Partial<Texts>>): string[] {
  const missing: string[] = [];
  for (const [key, texts] of Object.entries(catalogue)) {
    for (const lang of LANGUAGES) {
      if (!texts[lang] || !texts[lang]!.trim()) missing.push(`${key}:${lang}`);
    }
  }
  return missing;
}
