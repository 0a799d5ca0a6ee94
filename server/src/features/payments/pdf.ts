import { existsSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { directionOf } from '@tightlines/domain/i18n/languages';
import type { Invoice } from '@tightlines/domain/payments/contract';
import {
  fillIn,
  formatDay,
  formatMoney,
  INVOICE_TEXT,
  invoiceLanguageOf,
  type InvoiceText,
} from './invoice-text';

/**
 * Invoices, receipts and credit notes as PDF (pdfkit, drawn on request, never stored — ADR 027), in the customer's
 * language: labels from invoice-text.ts, dates and amounts by Intl. Latin text is set in pdfkit's built-in
 * Helvetica, which only encodes WinAnsi (Latin-1 and a few more). Other scripts are set in a Noto (or DejaVu) font
 * when the machine has one; fontkit (inside pdfkit) shapes Arabic and Thai, and this file orders right-to-left runs
 * itself (pdfkit has no bidi). Without a font, a name's letters are reduced to ASCII where they decompose (é → e) and
 * shown as '?' otherwise, and the labels fall back to English, so a document always renders and never shows
 * mojibake.
 */

export interface PdfOptions {
  /** The platform's name in the header. */
  platformName?: string;
  /** Where fallback fonts are looked for (tests pass [] to prove the no-font path). */
  fontDirs?: readonly string[];
  /** The customer's language (labels, dates, amounts); English when unknown. */
  language?: string | null;
  /** pdfkit compresses page streams by default; tests turn it off to read the text back. */
  compress?: boolean;
}

export const DEFAULT_FONT_DIRS = [
  '/usr/share/fonts/truetype/noto',
  '/usr/share/fonts/opentype/noto',
  '/usr/share/fonts/truetype/dejavu',
] as const;

type Script = 'latin' | 'arabic' | 'hebrew' | 'cjk' | 'thai' | 'other';

/** Font files per script, first found wins; `#name` picks a face from a collection (.ttc). */
const FALLBACKS: Record<Exclude<Script, 'latin'>, string[]> = {
  arabic: ['NotoSansArabic-Regular.ttf', 'NotoNaskhArabic-Regular.ttf', 'DejaVuSans.ttf'],
  hebrew: ['NotoSansHebrew-Regular.ttf', 'DejaVuSans.ttf'],
  cjk: ['NotoSansCJK-Regular.ttc#NotoSansCJKjp-Regular', 'NotoSansCJKjp-Regular.otf'],
  thai: ['NotoSansThai-Regular.ttf', 'NotoLoopedThai-Regular.ttf'],
  other: ['NotoSans-Regular.ttf', 'DejaVuSans.ttf'],
};

// The characters of Windows-1252 above 0x7F that are not Latin-1 (what Helvetica's WinAnsi encoding adds).
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function scriptOf(char: string): Script {
  const code = char.codePointAt(0)!;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(char))
    return 'latin';
  if ((code >= 0x0600 && code <= 0x08ff) || (code >= 0xfb50 && code <= 0xfeff)) return 'arabic';
  if (code >= 0x0590 && code <= 0x05ff) return 'hebrew';
  if (code >= 0x0e00 && code <= 0x0e7f) return 'thai';
  if (
    (code >= 0x1100 && code <= 0x11ff) ||
    (code >= 0x2e80 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xff00 && code <= 0xffef) ||
    code >= 0x20000
  )
    return 'cjk';
  return 'other';
}

/** What Helvetica can show of a text: WinAnsi as is, decomposable letters without their marks, the rest '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (scriptOf(char) === 'latin') out += char;
    else if (/\s/.test(char)) out += ' ';
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...base].every((c) => scriptOf(c) === 'latin') && base !== '' ? base : '?';
    }
  }
  return out;
}

interface Run {
  text: string;
  script: Script;
}

const isRtl = (script: Script) => script === 'arabic' || script === 'hebrew';

/**
 * Splits text into runs of one script. A word mixing Latin letters with letters Helvetica lacks (Chitanță, Račun)
 * is set wholly in the fallback font, so no word changes font halfway.
 */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const word of text.split(/(\s+)/)) {
    const chars = [...word];
    const scripts = chars.map(scriptOf);
    const other = scripts.includes('other') && scripts.every((s) => s === 'latin' || s === 'other');
    chars.forEach((char, index) => {
      let script: Script = other ? 'other' : scripts[index]!;
      const last = runs.at(-1);
      // Fallback fonts may lack Latin digits and punctuation (Noto Sans Thai has no colon): only a right-to-left
      // run keeps its spaces and punctuation, whose place depends on the run's direction.
      if (script === 'latin' && last && isRtl(last.script) && /[\s\p{P}]/u.test(char)) script = last.script;
      if (last && last.script === script) last.text += char;
      else runs.push({ text: char, script });
    });
  }
  return runs;
}

/**
 * What Intl writes that a PDF should not carry: bidi marks (the layout below orders runs itself), and the narrow
 * and thin spaces and the minus sign that Helvetica lacks (as a no-break space and a hyphen-minus).
 */
export function forPdf(text: string): string {
  return text
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\u2007\u2009\u202f]/g, '\u00a0')
    .replace(/\u2212/g, '-');
}

/** The face of the CJK collection that draws a language's characters as its readers expect. */
const CJK_FACE: Partial<Record<string, string>> = { ko: 'kr', 'zh-CN': 'sc', 'zh-TW': 'tc' };

class FontPicker {
  private readonly registered = new Map<string, string | null>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly dirs: readonly string[],
    private readonly language: string,
  ) {}

  /** The registered font for a script (its bold face when there is one), or null when no file for it exists here. */
  fontFor(script: Exclude<Script, 'latin'>, bold = false): string | null {
    const key = `${script}${bold ? '-bold' : ''}`;
    if (this.registered.has(key)) return this.registered.get(key)!;
    const face = CJK_FACE[this.language] ?? 'jp';
    const candidates = FALLBACKS[script].map((c) => c.replace('CJKjp', `CJK${face}`));
    const ordered = bold
      ? [...candidates.map((c) => c.replaceAll('Regular', 'Bold')), ...candidates]
      : candidates;
    let name: string | null = null;
    for (const candidate of ordered) {
      const [file = '', fontFace] = candidate.split('#');
      const dir = this.dirs.find((d) => existsSync(path.join(d, file)));
      if (!dir) continue;
      name = `fallback-${key}`;
      this.doc.registerFont(name, path.join(dir, file), fontFace);
      break;
    }
    this.registered.set(key, name);
    return name;
  }

  /** Whether every letter of these texts can be drawn (in Helvetica or a font found here). */
  covers(texts: readonly string[]): boolean {
    return texts.every((text) =>
      runsOf(forPdf(text)).every((run) => run.script === 'latin' || this.fontFor(run.script) !== null),
    );
  }
}

/** Amounts in the currency's minor digits, with its code (WinAnsi-safe in every currency: "USD 1,250.00"). */
export function formatPdfMoney(minor: number, currency: string, language = 'en'): string {
  return forPdf(formatMoney(minor, currency, language === 'en' ? 'en-US' : language, 'code'));
}

const INK = '#0B2E4F';
const MUTED = '#64748B';
const ACCENT = '#0E7490';

/** The words a document's PDF shows (to check that the machine has the fonts to draw them). */
function labelsOf(words: InvoiceText): string[] {
  const { kinds, states, refund: _refund, payment: _payment, ...rest } = words;
  return [
    ...Object.values(kinds).map((kind) => kind.name),
    ...Object.values(states),
    ...Object.values(rest).filter((value): value is string => typeof value === 'string'),
  ];
}

type Align = 'left' | 'right';
interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: Align;
}

/** Helvetica's ascender: every run on a line shares Helvetica's baseline, whatever its font. */
const ASCENT = 0.718;

/**
 * Renders an invoice, receipt or credit note in the customer's language (labels, dates, amounts); resolves with the
 * whole PDF. Right-to-left languages mirror the page. When this machine lacks a font for the language's letters, the
 * labels are English rather than '?'.
 */
export function renderInvoicePdf(invoice: Invoice, options: PdfOptions = {}): Promise<Buffer> {
  const platform = options.platformName ?? 'Tightlines';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Author: platform, Producer: platform },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const dirs = options.fontDirs ?? DEFAULT_FONT_DIRS;
  const wanted = invoiceLanguageOf(options.language);
  const fonts = new FontPicker(doc, dirs, wanted);
  const language = fonts.covers(labelsOf(INVOICE_TEXT[wanted])) ? wanted : 'en';
  const words = INVOICE_TEXT[language];
  const rtl = directionOf(language) === 'rtl';
  const title = words.kinds[invoice.kind].name.toLocaleUpperCase(language);
  doc.info.Title = `${title} ${invoice.number}`;

  const left = 50;
  const right = 545;

  /** The pieces of a text in drawing order (left to right), each in the font that draws it. */
  const piecesOf = (text: string, bold: boolean) => {
    const base = bold ? 'Helvetica-Bold' : 'Helvetica';
    const runs = runsOf(forPdf(text)).map((run) => {
      if (run.script === 'latin') return { text: run.text, font: base, rtl: false };
      const font = fonts.fontFor(run.script, bold);
      return font
        ? { text: run.text, font, rtl: isRtl(run.script) }
        : { text: toWinAnsi(run.text), font: base, rtl: false };
    });
    // In a right-to-left line, trailing punctuation after left-to-right text ends the sentence on the left.
    const last = runs.at(-1);
    const tail = rtl && last && !last.rtl ? /[\s\p{P}]+$/u.exec(last.text) : null;
    if (last && tail && tail[0] !== last.text) {
      last.text = last.text.slice(0, -tail[0].length);
      runs.push({ text: tail[0], font: base, rtl: true });
    }
    // Spaces between runs of both directions belong to neither: peeled off, they keep their place in the line.
    const peeled = runs.flatMap((run) => {
      const [, before = '', inner = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(run.text) ?? [];
      return [
        { ...run, text: before },
        { ...run, text: inner },
        { ...run, text: after },
      ].filter((part) => part.text !== '');
    });
    if (rtl) peeled.reverse();
    // pdfkit shapes and reverses right-to-left text (fontkit) but loses its spaces: such runs go word by word.
    return peeled.flatMap((run) =>
      run.rtl
        ? run.text
            .split(/(\s+)/)
            .filter((part) => part !== '')
            .reverse()
            .map((part) => ({ text: part, font: run.font }))
        : [{ text: run.text, font: run.font }],
    );
  };

  /**
   * Writes text in a box at (x, y) on the left-to-right page (mirrored on a right-to-left one), shrunk to fit its
   * width, in Helvetica with fallback fonts for other scripts.
   */
  const write = (text: string, x: number, y: number, style: TextStyle = {}) => {
    const width = style.width ?? 250;
    let align: Align = style.align ?? 'left';
    if (rtl) {
      x = left + right - x - width;
      align = align === 'left' ? 'right' : 'left';
    }
    const pieces = piecesOf(text, style.bold ?? false);
    if (pieces.length === 0) return;
    let size = style.size ?? 10;
    const measure = () =>
      pieces.map((piece) =>
        /^\s+$/.test(piece.text)
          ? doc.font(piece.font).fontSize(size).widthOfString(' ') * piece.text.length
          : doc.font(piece.font).fontSize(size).widthOfString(piece.text),
      );
    let widths = measure();
    const total = widths.reduce((sum, w) => sum + w, 0);
    if (total > width) {
      size = Math.max(6, (size * width) / total);
      widths = measure();
    }
    const used = widths.reduce((sum, w) => sum + w, 0);
    let cursor = align === 'right' ? x + width - used : x;
    doc.fillColor(style.color ?? INK);
    pieces.forEach((piece, index) => {
      if (!/^\s+$/.test(piece.text))
        doc
          .font(piece.font)
          .fontSize(size)
          .text(piece.text, cursor, y + ASCENT * (style.size ?? 10), {
            lineBreak: false,
            baseline: 'alphabetic',
          });
      cursor += widths[index]!;
    });
  };

  const money = (minor: number) => formatPdfMoney(minor, invoice.currency, language);
  const day = (iso: string) => formatDay(iso, language === 'en' ? 'en-US' : language);

  // Header: the platform, the document's kind and number, its state.
  write(platform, left, 50, { size: 22, bold: true });
  write(title, 300, 52, { size: 16, bold: true, width: right - 300, align: 'right' });
  write(invoice.number, 300, 74, { size: 11, width: right - 300, align: 'right' });
  write(words.states[invoice.status].toLocaleUpperCase(language), 300, 92, {
    size: 12,
    bold: true,
    color: invoice.status === 'void' ? '#B91C1C' : invoice.status === 'paid' ? '#15803D' : ACCENT,
    width: right - 300,
    align: 'right',
  });

  let y = 130;
  const dates: [string, string][] = [[words.issued, invoice.issuedAt]];
  if (invoice.dueAt) dates.push([words.due, invoice.dueAt]);
  if (invoice.paidAt) dates.push([words.paidOn, invoice.paidAt]);
  doc.fontSize(10);
  const labelWidth = Math.max(70, ...dates.map(([label]) => Math.min(200, widthIn(doc, fonts, label)))) + 12;
  dates.forEach(([label, iso], index) => {
    if (index > 0) y += 16;
    write(label, left, y, { color: MUTED, width: labelWidth - 6 });
    write(day(iso), left + labelWidth, y);
  });

  y += 30;
  write(invoice.kind === 'credit_note' ? words.creditedTo : words.billedTo, left, y, { color: MUTED });
  write(invoice.customer.name, left, y + 16, { size: 12, bold: true, width: 300 });
  write(invoice.customer.email, left, y + 32, { width: 300 });
  y += 56;
  if (invoice.kind === 'credit_note') {
    write(words.creditNotice, left, y, { color: ACCENT, width: right - left });
    y += 20;
  }
  if (invoice.status === 'void') {
    write(words.voidNotice, left, y, { color: '#B91C1C', width: right - left });
    y += 20;
  }

  // Lines.
  y += 10;
  const cols = { qty: 320, unit: 370, amount: 465 };
  write(words.description, left, y, { bold: true, color: MUTED, width: cols.qty - left - 10 });
  write(words.quantity, cols.qty, y, { bold: true, color: MUTED, width: 45, align: 'right' });
  write(words.unit, cols.unit, y, { bold: true, color: MUTED, width: 85, align: 'right' });
  write(words.amount, cols.amount, y, {
    bold: true,
    color: MUTED,
    width: right - cols.amount,
    align: 'right',
  });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#CBD5E1').lineWidth(0.5).stroke();
  y += 8;
  for (const line of invoice.lines) {
    if (y > 720) {
      doc.addPage();
      y = 50;
    }
    write(line.label, left, y, { width: cols.qty - left - 10 });
    write(String(line.quantity), cols.qty, y, { width: 45, align: 'right' });
    write(money(line.unitMinor), cols.unit, y, { width: 85, align: 'right' });
    write(money(line.unitMinor * line.quantity), cols.amount, y, {
      width: right - cols.amount,
      align: 'right',
    });
    y += 18;
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#CBD5E1').lineWidth(0.5).stroke();

  // Totals.
  y += 12;
  const total = (label: string, minor: number, bold = false) => {
    write(label, 320, y, { bold, color: bold ? INK : MUTED, width: 120 });
    write(money(minor), cols.amount - 30, y, { bold, width: right - cols.amount + 30, align: 'right' });
    y += bold ? 20 : 16;
  };
  total(words.subtotal, invoice.subtotalMinor);
  if (invoice.discountMinor > 0) total(words.discount, -invoice.discountMinor);
  if (invoice.taxMinor > 0) total(words.tax, invoice.taxMinor);
  total(invoice.kind === 'credit_note' ? words.totalCredited : words.total, invoice.totalMinor, true);

  y += 20;
  write(fillIn(words.amountsIn, { currency: invoice.currency }), left, y, {
    color: MUTED,
    width: right - left,
  });
  doc.end();
  return done;
}

/** How wide a label is at the current size, in the fonts it is drawn in. */
function widthIn(doc: PDFKit.PDFDocument, fonts: FontPicker, text: string): number {
  const size = 10;
  return runsOf(forPdf(text)).reduce((sum, run) => {
    const font = run.script === 'latin' ? 'Helvetica' : (fonts.fontFor(run.script) ?? 'Helvetica');
    return (
      sum +
      doc
        .font(font)
        .fontSize(size)
        .widthOfString(run.script === 'latin' || font !== 'Helvetica' ? run.text : toWinAnsi(run.text))
    );
  }, 0);
}
