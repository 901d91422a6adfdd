import type { ReplyCodeEntry } from '../codes.js';
import type { Texts } from '../messages.js';

/** Events, attendees, orders, tickets and the waiting list (3000–3999). */
export const TICKET_CODES = {
  EVENT_NOT_FOUND: { code: 3001, status: 404, key: 'tickets.eventNotFound' },
  TICKET_TYPE_NOT_FOUND: { code: 3002, status: 404, key: 'tickets.ticketTypeNotFound' },
  EVENT_DESKTOP_ONLY: { code: 3003, status: 403, key: 'tickets.desktopOnly' },
  TICKET_LIMIT_EXCEEDED: { code: 3004, status: 409, key: 'tickets.limitExceeded' },
  TICKETS_SOLD_OUT: { code: 3005, status: 409, key: 'tickets.soldOut' },
  NO_TICKET_SELECTED: { code: 3006, status: 400, key: 'tickets.noTicketSelected' },
  EVENT_NOT_ON_SALE: { code: 3007, status: 409, key: 'tickets.notOnSale' },
  ATTENDEES_REQUIRED: { code: 3008, status: 400, key: 'tickets.attendeesRequired' },
  ATTENDEE_NOT_FOUND: { code: 3009, status: 404, key: 'tickets.attendeeNotFound' },
  ORDER_NOT_FOUND: { code: 3010, status: 404, key: 'tickets.orderNotFound' },
  ORDER_EXPIRED: { code: 3011, status: 409, key: 'tickets.orderExpired' },
  ORDER_NOT_CANCELLABLE: { code: 3012, status: 409, key: 'tickets.orderNotCancellable' },
  ORDER_ALREADY_PAID: { code: 3013, status: 409, key: 'tickets.orderAlreadyPaid' },
  TICKET_NOT_FOUND: { code: 3014, status: 404, key: 'tickets.ticketNotFound' },
  WAITLIST_NOT_SOLD_OUT: { code: 3015, status: 409, key: 'tickets.waitlistNotSoldOut' },
  WAITLIST_ALREADY_JOINED: { code: 3016, status: 409, key: 'tickets.waitlistAlreadyJoined' },
  WAITLIST_ENTRY_NOT_FOUND: { code: 3017, status: 404, key: 'tickets.waitlistEntryNotFound' },
  IDEMPOTENCY_KEY_INVALID: { code: 3018, status: 400, key: 'tickets.idempotencyKeyInvalid' },
  ORDER_ALREADY_HELD: { code: 3019, status: 409, key: 'tickets.orderAlreadyHeld' },
  WALLET_PASS_UNAVAILABLE: { code: 3020, status: 404, key: 'tickets.walletPassUnavailable' },
  WALLET_PASS_REVOKED: { code: 3021, status: 409, key: 'tickets.walletPassRevoked' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** The disclosure shown with attendee information (spec §1). */
export const ATTENDEE_DISCLOSURE_KEY = 'tickets.attendeeDisclosure';

/** Identity document types accepted for real-name attendees. */
export const ATTENDEE_ID_TYPES = ['idCard', 'passport', 'hkMacauPermit', 'taiwanPermit', 'other'] as const;
export type AttendeeIdType = (typeof ATTENDEE_ID_TYPES)[number];

/** Ticket statuses of spec §3. */
export const TICKET_STATUSES = ['paid', 'redeemed', 'revoked', 'ready', 'validated'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Ticket history events of spec §3. */
export const TICKET_HISTORY_KINDS = ['Purchased', 'Transferred', 'Validated'] as const;

export const ORDER_STATUSES = ['held', 'paid', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const EVENT_STATUSES = ['upcoming', 'onSale', 'soldOut', 'ended'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const TICKET_MESSAGES = {
  'tickets.orderAlreadyHeld': {
    en_US: 'You already have seats held for this event. Continue with that order, or release it to choose again.',
    zh: '您已为此活动保留了座位。请继续完成该订单，或释放后重新选择。',
    zh_tw: '您已為此活動保留了座位。請繼續完成該訂單，或釋放後重新選擇。',
    th: 'คุณมีที่นั่งที่จองไว้สำหรับกิจกรรมนี้แล้ว ดำเนินการต่อกับคำสั่งซื้อนั้น หรือยกเลิกเพื่อเลือกใหม่',
    vi: 'Bạn đã giữ chỗ cho sự kiện này. Hãy tiếp tục đơn hàng đó, hoặc hủy giữ chỗ để chọn lại.',
    ms: 'Anda sudah menahan tempat duduk untuk acara ini. Teruskan dengan pesanan itu, atau lepaskannya untuk memilih semula.',
  },
  'tickets.searchRule': {
    en_US: 'Search for 1 to 100 characters of an event name.',
    zh: '请输入 1 至 100 个字符的活动名称进行搜索。',
    zh_tw: '請輸入 1 至 100 個字元的活動名稱進行搜尋。',
    th: 'ค้นหาด้วยชื่อกิจกรรมความยาว 1 ถึง 100 ตัวอักษร',
    vi: 'Hãy tìm bằng 1 đến 100 ký tự của tên sự kiện.',
    ms: 'Cari dengan 1 hingga 100 aksara nama acara.',
  },
  'tickets.cityRule': {
    en_US: 'Choose a city from the list.',
    zh: '请从列表中选择城市。',
    zh_tw: '請從列表中選擇城市。',
    th: 'กรุณาเลือกเมืองจากรายการ',
    vi: 'Hãy chọn một thành phố trong danh sách.',
    ms: 'Pilih bandar daripada senarai.',
  },
  'tickets.dateRule': {
    en_US: 'Dates must be times in epoch milliseconds.',
    zh: '日期必须是以毫秒表示的时间戳。',
    zh_tw: '日期必須是以毫秒表示的時間戳。',
    th: 'วันที่ต้องเป็นเวลาแบบ epoch มิลลิวินาที',
    vi: 'Ngày phải là thời điểm tính bằng mili giây epoch.',
    ms: 'Tarikh mesti masa dalam milisaat epoch.',
  },
  'tickets.dateRangeRule': {
    en_US: 'The end date must be after the start date.',
    zh: '结束日期必须晚于开始日期。',
    zh_tw: '結束日期必須晚於開始日期。',
    th: 'วันที่สิ้นสุดต้องอยู่หลังวันที่เริ่มต้น',
    vi: 'Ngày kết thúc phải sau ngày bắt đầu.',
    ms: 'Tarikh tamat mesti selepas tarikh mula.',
  },
  'tickets.eventNotFound': {
    en_US: 'This event does not exist.',
    zh: '该活动不存在。',
    zh_tw: '該活動不存在。',
    th: 'ไม่พบกิจกรรมนี้',
    vi: 'Sự kiện này không tồn tại.',
    ms: 'Acara ini tidak wujud.',
  },
  'tickets.ticketTypeNotFound': {
    en_US: 'This ticket type does not exist.',
    zh: '该票种不存在。',
    zh_tw: '該票種不存在。',
    th: 'ไม่พบประเภทบัตรนี้',
    vi: 'Loại vé này không tồn tại.',
    ms: 'Jenis tiket ini tidak wujud.',
  },
  'tickets.desktopOnly': {
    en_US: 'Some events can be bought only from a desktop web browser. Please visit our web site on a computer.',
    zh: '部分活动只能通过电脑网页浏览器购买，请使用电脑访问我们的网站。',
    zh_tw: '部分活動只能透過電腦網頁瀏覽器購買，請使用電腦造訪我們的網站。',
    th: 'บางกิจกรรมซื้อได้เฉพาะผ่านเว็บเบราว์เซอร์บนคอมพิวเตอร์เท่านั้น กรุณาเข้าเว็บไซต์ของเราจากคอมพิวเตอร์',
    vi: 'Một số sự kiện chỉ có thể mua trên trình duyệt web máy tính. Vui lòng truy cập trang web của chúng tôi bằng máy tính.',
    ms: 'Sesetengah acara hanya boleh dibeli melalui pelayar web komputer. Sila layari laman web kami menggunakan komputer.',
  },
  'tickets.limitExceeded': {
    en_US: 'Each account can buy at most {num} tickets for this event.',
    zh: '每个账户最多可购买此活动的 {num} 张门票。',
    zh_tw: '每個帳戶最多可購買此活動的 {num} 張門票。',
    th: 'แต่ละบัญชีซื้อบัตรงานนี้ได้สูงสุด {num} ใบ',
    vi: 'Mỗi tài khoản chỉ được mua tối đa {num} vé cho sự kiện này.',
    ms: 'Setiap akaun boleh membeli paling banyak {num} tiket untuk acara ini.',
  },
  'tickets.soldOut': {
    en_US: 'Sorry, there are not enough tickets left in this seat area.',
    zh: '抱歉，该座位区的余票不足。',
    zh_tw: '抱歉，該座位區的餘票不足。',
    th: 'ขออภัย บัตรในโซนที่นั่งนี้เหลือไม่พอ',
    vi: 'Rất tiếc, khu vực chỗ ngồi này không còn đủ vé.',
    ms: 'Maaf, tiket di kawasan tempat duduk ini tidak mencukupi.',
  },
  'tickets.noTicketSelected': {
    en_US: 'Please select at least one ticket.',
    zh: '请至少选择一张门票。',
    zh_tw: '請至少選擇一張門票。',
    th: 'กรุณาเลือกบัตรอย่างน้อยหนึ่งใบ',
    vi: 'Vui lòng chọn ít nhất một vé.',
    ms: 'Sila pilih sekurang-kurangnya satu tiket.',
  },
  'tickets.notOnSale': {
    en_US: 'Tickets for this event are not on sale.',
    zh: '此活动的门票目前未开售。',
    zh_tw: '此活動的門票目前未開售。',
    th: 'บัตรของกิจกรรมนี้ยังไม่เปิดขาย',
    vi: 'Vé của sự kiện này hiện không được bán.',
    ms: 'Tiket untuk acara ini tidak dijual.',
  },
  'tickets.attendeesRequired': {
    en_US: 'This event needs real-name attendee information: choose one attendee for each ticket.',
    zh: '此活动需要实名观演人信息：请为每张门票选择一位观演人。',
    zh_tw: '此活動需要實名觀演人資料：請為每張門票選擇一位觀演人。',
    th: 'กิจกรรมนี้ต้องใช้ข้อมูลผู้เข้าร่วมแบบระบุชื่อจริง: กรุณาเลือกผู้เข้าร่วมหนึ่งคนต่อบัตรหนึ่งใบ',
    vi: 'Sự kiện này cần thông tin người tham dự theo tên thật: hãy chọn một người tham dự cho mỗi vé.',
    ms: 'Acara ini memerlukan maklumat hadirin nama sebenar: pilih seorang hadirin bagi setiap tiket.',
  },
  'tickets.attendeeNotFound': {
    en_US: 'This attendee does not exist.',
    zh: '该观演人不存在。',
    zh_tw: '該觀演人不存在。',
    th: 'ไม่พบผู้เข้าร่วมนี้',
    vi: 'Người tham dự này không tồn tại.',
    ms: 'Hadirin ini tidak wujud.',
  },
  'tickets.orderNotFound': {
    en_US: 'This order does not exist.',
    zh: '该订单不存在。',
    zh_tw: '該訂單不存在。',
    th: 'ไม่พบคำสั่งซื้อนี้',
    vi: 'Đơn hàng này không tồn tại.',
    ms: 'Pesanan ini tidak wujud.',
  },
  'tickets.orderExpired': {
    en_US: 'Oops! An order is only secured for {minutes} minutes, please try again.',
    zh: '哎呀！订单只保留 {minutes} 分钟，请重试。',
    zh_tw: '哎呀！訂單只保留 {minutes} 分鐘，請重試。',
    th: 'อุ๊ย! คำสั่งซื้อจะถูกจองไว้เพียง {minutes} นาที กรุณาลองใหม่อีกครั้ง',
    vi: 'Rất tiếc! Đơn hàng chỉ được giữ trong {minutes} phút, vui lòng thử lại.',
    ms: 'Alamak! Pesanan hanya dijamin selama {minutes} minit, sila cuba lagi.',
  },
  'tickets.orderNotCancellable': {
    en_US: 'This order can no longer be cancelled.',
    zh: '该订单已无法取消。',
    zh_tw: '該訂單已無法取消。',
    th: 'ไม่สามารถยกเลิกคำสั่งซื้อนี้ได้แล้ว',
    vi: 'Đơn hàng này không thể hủy được nữa.',
    ms: 'Pesanan ini tidak boleh dibatalkan lagi.',
  },
  'tickets.orderAlreadyPaid': {
    en_US: 'This order has already been paid.',
    zh: '该订单已支付。',
    zh_tw: '該訂單已付款。',
    th: 'คำสั่งซื้อนี้ชำระเงินแล้ว',
    vi: 'Đơn hàng này đã được thanh toán.',
    ms: 'Pesanan ini telah dibayar.',
  },
  'tickets.walletPassUnavailable': {
    en_US: 'This wallet is not available.',
    zh: '此电子钱包暂不可用。',
    zh_tw: '此電子錢包暫不可用。',
    th: 'วอลเล็ตนี้ไม่พร้อมใช้งาน',
    vi: 'Ví này hiện không khả dụng.',
    ms: 'Dompet ini tidak tersedia.',
  },
  'tickets.walletPassRevoked': {
    en_US: 'This ticket has been revoked and cannot be added to a wallet.',
    zh: '此票已作废，无法添加到电子钱包。',
    zh_tw: '此票已作廢，無法加入電子錢包。',
    th: 'บัตรนี้ถูกเพิกถอนแล้ว ไม่สามารถเพิ่มลงในวอลเล็ตได้',
    vi: 'Vé này đã bị thu hồi và không thể thêm vào ví.',
    ms: 'Tiket ini telah dibatalkan dan tidak boleh ditambah ke dompet.',
  },
  'tickets.ticketNotFound': {
    en_US: 'Invalid ticket number!',
    zh: '无效的票号！',
    zh_tw: '無效的票號！',
    th: 'หมายเลขบัตรไม่ถูกต้อง!',
    vi: 'Số vé không hợp lệ!',
    ms: 'Nombor tiket tidak sah!',
  },
  'tickets.waitlistNotSoldOut': {
    en_US: 'Tickets are still available in this seat area, you can buy them now.',
    zh: '该座位区仍有余票，您现在即可购买。',
    zh_tw: '該座位區仍有餘票，您現在即可購買。',
    th: 'โซนที่นั่งนี้ยังมีบัตรเหลือ คุณซื้อได้เลยตอนนี้',
    vi: 'Khu vực chỗ ngồi này vẫn còn vé, bạn có thể mua ngay.',
    ms: 'Tiket masih ada di kawasan tempat duduk ini, anda boleh membelinya sekarang.',
  },
  'tickets.waitlistAlreadyJoined': {
    en_US: 'You are already on the waiting list for this seat area.',
    zh: '您已在该座位区的候补名单中。',
    zh_tw: '您已在該座位區的候補名單中。',
    th: 'คุณอยู่ในรายชื่อรอของโซนที่นั่งนี้แล้ว',
    vi: 'Bạn đã có trong danh sách chờ của khu vực chỗ ngồi này.',
    ms: 'Anda sudah berada dalam senarai menunggu untuk kawasan tempat duduk ini.',
  },
  'tickets.waitlistEntryNotFound': {
    en_US: 'This reservation does not exist.',
    zh: '该预约不存在。',
    zh_tw: '該預約不存在。',
    th: 'ไม่พบการจองนี้',
    vi: 'Đăng ký giữ chỗ này không tồn tại.',
    ms: 'Tempahan ini tidak wujud.',
  },
  'tickets.idempotencyKeyInvalid': {
    en_US: 'The Idempotency-Key header must be 8 to 64 letters, digits, dashes or underscores.',
    zh: 'Idempotency-Key 请求头必须为 8 至 64 个字母、数字、短横线或下划线。',
    zh_tw: 'Idempotency-Key 請求標頭必須為 8 至 64 個字母、數字、短橫線或底線。',
    th: 'ส่วนหัว Idempotency-Key ต้องเป็นตัวอักษร ตัวเลข ขีดกลาง หรือขีดล่าง 8 ถึง 64 ตัว',
    vi: 'Tiêu đề Idempotency-Key phải gồm 8 đến 64 chữ cái, chữ số, dấu gạch ngang hoặc gạch dưới.',
    ms: 'Pengepala Idempotency-Key mestilah 8 hingga 64 huruf, digit, sengkang atau garis bawah.',
  },
  'tickets.attendeeDisclosure': {
    en_US:
      'Attendee information is used for real-name ticketing and is shared with regulators, organisers, venues and ticket issuers.',
    zh: '观演人信息用于实名购票，并将提供给监管机构、主办方、场馆及票务发行方。',
    zh_tw: '觀演人資料用於實名購票，並將提供給監管機構、主辦單位、場館及票務發行方。',
    th: 'ข้อมูลผู้เข้าร่วมใช้สำหรับการจำหน่ายบัตรแบบระบุชื่อจริง และจะถูกแบ่งปันกับหน่วยงานกำกับดูแล ผู้จัดงาน สถานที่จัดงาน และผู้ออกบัตร',
    vi: 'Thông tin người tham dự được dùng để bán vé theo tên thật và được chia sẻ với cơ quan quản lý, ban tổ chức, địa điểm và đơn vị phát hành vé.',
    ms: 'Maklumat hadirin digunakan untuk tiket nama sebenar dan dikongsi dengan pengawal selia, penganjur, tempat acara dan pengeluar tiket.',
  },
  'tickets.fullNameRule': {
    en_US: 'Full name must have 2 to 50 characters.',
    zh: '姓名须为 2 至 50 个字符。',
    zh_tw: '姓名須為 2 至 50 個字元。',
    th: 'ชื่อ-นามสกุลต้องมี 2 ถึง 50 ตัวอักษร',
    vi: 'Họ tên phải có từ 2 đến 50 ký tự.',
    ms: 'Nama penuh mesti mempunyai 2 hingga 50 aksara.',
  },
  'tickets.idNumberRule': {
    en_US: 'ID number must have 4 to 30 letters, digits or dashes.',
    zh: '证件号码须为 4 至 30 个字母、数字或短横线。',
    zh_tw: '證件號碼須為 4 至 30 個字母、數字或短橫線。',
    th: 'หมายเลขเอกสารต้องเป็นตัวอักษร ตัวเลข หรือขีดกลาง 4 ถึง 30 ตัว',
    vi: 'Số giấy tờ phải gồm 4 đến 30 chữ cái, chữ số hoặc dấu gạch ngang.',
    ms: 'Nombor pengenalan mesti 4 hingga 30 huruf, digit atau sengkang.',
  },
  'tickets.phoneRule': {
    en_US: 'Phone number must be valid.',
    zh: '手机号码必须有效。',
    zh_tw: '手機號碼必須有效。',
    th: 'หมายเลขโทรศัพท์ต้องถูกต้อง',
    vi: 'Số điện thoại phải hợp lệ.',
    ms: 'Nombor telefon mesti sah.',
  },
  'tickets.waitlistOfferSubject': {
    en_US: 'Tickets are waiting for you: {event}',
    zh: '您候补的门票已为您保留：{event}',
    zh_tw: '您候補的門票已為您保留：{event}',
    th: 'มีบัตรรอคุณอยู่: {event}',
    vi: 'Vé đang chờ bạn: {event}',
    ms: 'Tiket sedang menunggu anda: {event}',
  },
  'tickets.waitlistOfferText': {
    en_US:
      'Good news! {quantity} ticket(s) in {area} for {event} are held for you until {until}. Pay order {orderNo} before then, or the seats pass to the next fan on the waiting list: {link}',
    zh: '好消息！{event} 的 {area} 已为您保留 {quantity} 张门票，保留至 {until}。请在此之前支付订单 {orderNo}，否则座位将转给候补名单中的下一位粉丝：{link}',
    zh_tw:
      '好消息！{event} 的 {area} 已為您保留 {quantity} 張門票，保留至 {until}。請在此之前支付訂單 {orderNo}，否則座位將轉給候補名單中的下一位粉絲：{link}',
    th: 'ข่าวดี! บัตร {quantity} ใบในโซน {area} ของ {event} ถูกกันไว้ให้คุณถึง {until} กรุณาชำระคำสั่งซื้อ {orderNo} ก่อนเวลานั้น มิฉะนั้นที่นั่งจะส่งต่อให้แฟนคนถัดไปในรายชื่อรอ: {link}',
    vi: 'Tin vui! {quantity} vé khu {area} của {event} đang được giữ cho bạn đến {until}. Hãy thanh toán đơn hàng {orderNo} trước thời điểm đó, nếu không chỗ ngồi sẽ chuyển cho người hâm mộ tiếp theo trong danh sách chờ: {link}',
    ms: 'Berita baik! {quantity} tiket di {area} untuk {event} ditahan untuk anda sehingga {until}. Bayar pesanan {orderNo} sebelum itu, atau tempat duduk akan diberikan kepada peminat seterusnya dalam senarai menunggu: {link}',
  },
} as const satisfies Record<string, Texts>;
