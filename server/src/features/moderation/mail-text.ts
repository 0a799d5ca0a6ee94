import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@tightlines/domain/i18n/languages';

/**
 * The words of the moderation e-mails (a warning, a strike, a suspension), in every language the app speaks; the
 * title and the sentence come from the notification catalogue (notifications/messages.ts). Filled by mail.ts.
 */
export interface ModerationMailText {
  /** Greeting line: {{name}}. */
  heading: string;
  /** Label before the moderator's reason. */
  reasonLabel: string;
  /** When a suspension ends: {{until}} (a date in the reader's language). */
  until: string;
  /** That the decision can be appealed once. */
  appeal: string;
  /** The button to the person's standing page. */
  open: string;
  defaultName: string;
}

export const MODERATION_MAIL_TEXT: Record<LanguageCode, ModerationMailText> = {
  en: {
    heading: 'Hi {{name}}',
    reasonLabel: 'Reason',
    until: 'Until {{until}}',
    appeal: 'If you think this was a mistake, you can appeal this decision once.',
    open: 'See your account standing',
    defaultName: 'angler',
  },
  ja: {
    heading: '{{name}}さん、こんにちは',
    reasonLabel: '理由',
    until: '{{until}}まで',
    appeal: '間違いだと思われる場合は、この判断に一度だけ異議を申し立てられます。',
    open: 'アカウントの状態を見る',
    defaultName: 'アングラー',
  },
  ar: {
    heading: 'مرحبًا {{name}}',
    reasonLabel: 'السبب',
    until: 'حتى {{until}}',
    appeal: 'إذا كنت تعتقد أن هذا خطأ، يمكنك الاعتراض على هذا القرار مرة واحدة.',
    open: 'عرض حالة حسابك',
    defaultName: 'صياد',
  },
  es: {
    heading: 'Hola, {{name}}',
    reasonLabel: 'Motivo',
    until: 'Hasta el {{until}}',
    appeal: 'Si crees que es un error, puedes apelar esta decisión una vez.',
    open: 'Ver el estado de tu cuenta',
    defaultName: 'pescador',
  },
  pt: {
    heading: 'Olá, {{name}}',
    reasonLabel: 'Motivo',
    until: 'Até {{until}}',
    appeal: 'Se você acha que foi um engano, pode recorrer desta decisão uma vez.',
    open: 'Ver a situação da sua conta',
    defaultName: 'pescador',
  },
  fr: {
    heading: 'Bonjour {{name}}',
    reasonLabel: 'Motif',
    until: 'Jusqu’au {{until}}',
    appeal: 'Si vous pensez qu’il s’agit d’une erreur, vous pouvez contester cette décision une fois.',
    open: 'Voir l’état de votre compte',
    defaultName: 'pêcheur',
  },
  'zh-CN': {
    heading: '{{name}}，你好',
    reasonLabel: '原因',
    until: '截至 {{until}}',
    appeal: '如果你认为这是误判，可以对此决定申诉一次。',
    open: '查看你的账号状态',
    defaultName: '钓友',
  },
  ko: {
    heading: '{{name}}님, 안녕하세요',
    reasonLabel: '사유',
    until: '{{until}}까지',
    appeal: '잘못된 조치라고 생각되면 이 결정에 한 번 이의를 제기할 수 있습니다.',
    open: '계정 상태 보기',
    defaultName: '낚시인',
  },
  ro: {
    heading: 'Bună, {{name}}',
    reasonLabel: 'Motiv',
    until: 'Până la {{until}}',
    appeal: 'Dacă crezi că este o greșeală, poți contesta această decizie o singură dată.',
    open: 'Vezi starea contului tău',
    defaultName: 'pescar',
  },
  hr: {
    heading: 'Bok, {{name}}',
    reasonLabel: 'Razlog',
    until: 'Do {{until}}',
    appeal: 'Ako mislite da je riječ o pogrešci, na ovu odluku možete se jednom žaliti.',
    open: 'Pogledajte stanje svog računa',
    defaultName: 'ribiču',
  },
  el: {
    heading: 'Γεια σου, {{name}}',
    reasonLabel: 'Αιτία',
    until: 'Έως {{until}}',
    appeal: 'Αν πιστεύεις ότι πρόκειται για λάθος, μπορείς να κάνεις ένσταση σε αυτή την απόφαση μία φορά.',
    open: 'Δες την κατάσταση του λογαριασμού σου',
    defaultName: 'ψαρά',
  },
  de: {
    heading: 'Hallo {{name}}',
    reasonLabel: 'Grund',
    until: 'Bis {{until}}',
    appeal:
      'Wenn du das für einen Fehler hältst, kannst du einmal Einspruch gegen diese Entscheidung einlegen.',
    open: 'Kontostatus ansehen',
    defaultName: 'Angler',
  },
  it: {
    heading: 'Ciao {{name}}',
    reasonLabel: 'Motivo',
    until: 'Fino al {{until}}',
    appeal: 'Se pensi che si tratti di un errore, puoi presentare ricorso contro questa decisione una volta.',
    open: 'Vedi lo stato del tuo account',
    defaultName: 'pescatore',
  },
  'zh-TW': {
    heading: '{{name}}，你好',
    reasonLabel: '原因',
    until: '直到 {{until}}',
    appeal: '如果你認為這是誤判，可以對此決定申訴一次。',
    open: '查看你的帳號狀態',
    defaultName: '釣友',
  },
  th: {
    heading: 'สวัสดี {{name}}',
    reasonLabel: 'เหตุผล',
    until: 'จนถึง {{until}}',
    appeal: 'หากคุณคิดว่าเป็นความผิดพลาด คุณสามารถอุทธรณ์คำตัดสินนี้ได้หนึ่งครั้ง',
    open: 'ดูสถานะบัญชีของคุณ',
    defaultName: 'นักตกปลา',
  },
  fil: {
    heading: 'Kumusta, {{name}}',
    reasonLabel: 'Dahilan',
    until: 'Hanggang {{until}}',
    appeal: 'Kung sa tingin mo ay mali ito, maaari mong iapela ang desisyong ito nang isang beses.',
    open: 'Tingnan ang katayuan ng iyong account',
    defaultName: 'mangingisda',
  },
  ms: {
    heading: 'Hai {{name}}',
    reasonLabel: 'Sebab',
    until: 'Sehingga {{until}}',
    appeal: 'Jika anda rasa ini satu kesilapan, anda boleh merayu keputusan ini sekali.',
    open: 'Lihat status akaun anda',
    defaultName: 'pemancing',
  },
};

export function moderationMailTextOf(language: string | null | undefined): ModerationMailText {
  return MODERATION_MAIL_TEXT[language && isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
}
