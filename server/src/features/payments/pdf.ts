import { existsSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Invoice } from '@tightlines/domain/payments/contract';

/**
 * Invoices, receipts and credit notes as PDF (pdfkit, drawn on request, never stored — ADR 027). Text is set in
 * pdfkit's built-in Helvetica, which only encodes WinAnsi (Latin-1 and a few more). A name or line in another script
 * is set in a Noto (or DejaVu) font when the machine has one; without one its letters are reduced to ASCII where
 * they decompose (é → e) and shown as '?' otherwise, so a document always renders and never shows mojibake.
 */

export interface PdfOptions {
  /** The platform's name in the header. */
  platformName?: string;
  /** Where fallback fonts are looked for (tests pass [] to prove the no-font path). */
  fontDirs?: readonly string[];
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

/** Splits text into runs of one script; spaces, digits and punctuation stay with the run they sit in. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    let script = scriptOf(char);
    const last = runs.at(-1);
    if (script === 'latin' && last && /[\s\d\p{P}]/u.test(char)) script = last.script;
    if (last && last.script === script) last.text += char;
    else runs.push({ text: char, script });
  }
  return runs;
}

class FontPicker {
  private readonly registered = new Map<Script, string | null>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly dirs: readonly string[],
  ) {}

  /** The registered font for a script, or null when no file for it exists here. */
  fontFor(script: Exclude<Script, 'latin'>): string | null {
    if (this.registered.has(script)) return this.registered.get(script)!;
    let name: string | null = null;
    for (const candidate of FALLBACKS[script]) {
      const [file = '', face] = candidate.split('#');
      const dir = this.dirs.find((d) => existsSync(path.join(d, file)));
      if (!dir) continue;
      name = `fallback-${script}`;
      this.doc.registerFont(name, path.join(dir, file), face);
      break;
    }
    this.registered.set(script, name);
    return name;
  }
}

/** Amounts in the currency's minor digits, with its code (WinAnsi-safe in every currency: "USD 1,250.00"). */
export function formatPdfMoney(minor: number, currency: string): string {
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(minor / 10 ** digits);
  } catch {
    return `${currency} ${(minor / 10 ** digits).toFixed(digits)}`;
  }
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

const TITLES: Record<Invoice['kind'], string> = {
  receipt: 'RECEIPT',
  invoice: 'INVOICE',
  credit_note: 'CREDIT NOTE',
};

const INK = '#0B2E4F';
const MUTED = '#64748B';
const ACCENT = '#0E7490';

/** Renders an invoice, receipt or credit note; resolves with the whole PDF. */
export function renderInvoicePdf(invoice: Invoice, options: PdfOptions = {}): Promise<Buffer> {
  const platform = options.platformName ?? 'Tightlines';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `${TITLES[invoice.kind]} ${invoice.number}`, Author: platform, Producer: platform },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = new FontPicker(doc, options.fontDirs ?? DEFAULT_FONT_DIRS);

  /** Writes text at (x, y) in Helvetica, switching to a fallback font for runs in other scripts. */
  const write = (
    text: string,
    x: number,
    y: number,
    style: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' } = {},
  ) => {
    doc.fontSize(style.size ?? 10).fillColor(style.color ?? INK);
    const base = style.bold ? 'Helvetica-Bold' : 'Helvetica';
    const runs = runsOf(text).map((run) => {
      if (run.script === 'latin') return { text: run.text, font: base };
      const font = fonts.fontFor(run.script);
      return font ? { text: run.text, font } : { text: toWinAnsi(run.text), font: base };
    });
    const box = { width: style.width ?? 250, align: style.align ?? 'left', lineBreak: false };
    if (runs.length === 0) return;
    runs.forEach((run, index) => {
      doc.font(run.font);
      const continued = index < runs.length - 1;
      if (index === 0) doc.text(run.text, x, y, { ...box, continued });
      else doc.text(run.text, { continued });
    });
  };

  const left = 50;
  const right = 545;
  const money = (minor: number) => formatPdfMoney(minor, invoice.currency);

  // Header: the platform, the document's kind and number, its state.
  write(platform, left, 50, { size: 22, bold: true });
  write(TITLES[invoice.kind], 300, 52, { size: 16, bold: true, width: right - 300, align: 'right' });
  write(invoice.number, 300, 74, { size: 11, width: right - 300, align: 'right' });
  const stamp = invoice.status === 'paid' ? 'PAID' : invoice.status === 'void' ? 'VOID' : 'OPEN';
  write(stamp, 300, 92, {
    size: 12,
    bold: true,
    color: invoice.status === 'void' ? '#B91C1C' : invoice.status === 'paid' ? '#15803D' : ACCENT,
    width: right - 300,
    align: 'right',
  });

  let y = 130;
  write('Issued', left, y, { color: MUTED });
  write(day(invoice.issuedAt), left + 80, y);
  if (invoice.dueAt) {
    y += 16;
    write('Due', left, y, { color: MUTED });
    write(day(invoice.dueAt), left + 80, y);
  }
  if (invoice.paidAt) {
    y += 16;
    write('Paid', left, y, { color: MUTED });
    write(day(invoice.paidAt), left + 80, y);
  }

  y += 30;
  write(invoice.kind === 'credit_note' ? 'Credited to' : 'Billed to', left, y, { color: MUTED });
  write(invoice.customer.name, left, y + 16, { size: 12, bold: true, width: 300 });
  write(invoice.customer.email, left, y + 32, { width: 300 });
  y += 56;
  if (invoice.kind === 'credit_note') {
    write('This is a credit note: the amounts below are returned to you.', left, y, {
      color: ACCENT,
      width: right - left,
    });
    y += 20;
  }
  if (invoice.status === 'void') {
    write('This document was voided and is not payable.', left, y, { color: '#B91C1C', width: right - left });
    y += 20;
  }

  // Lines.
  y += 10;
  const cols = { qty: 330, unit: 380, amount: 465 };
  write('Description', left, y, { bold: true, color: MUTED });
  write('Qty', cols.qty, y, { bold: true, color: MUTED, width: 40, align: 'right' });
  write('Unit', cols.unit, y, { bold: true, color: MUTED, width: 80, align: 'right' });
  write('Amount', cols.amount, y, { bold: true, color: MUTED, width: right - cols.amount, align: 'right' });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#CBD5E1').lineWidth(0.5).stroke();
  y += 8;
  for (const line of invoice.lines) {
    if (y > 720) {
      doc.addPage();
      y = 50;
    }
    write(line.label, left, y, { width: cols.qty - left - 10 });
    write(String(line.quantity), cols.qty, y, { width: 40, align: 'right' });
    write(money(line.unitMinor), cols.unit, y, { width: 80, align: 'right' });
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
    write(label, 330, y, { bold, color: bold ? INK : MUTED, width: 120 });
    write(money(minor), cols.amount - 30, y, { bold, width: right - cols.amount + 30, align: 'right' });
    y += bold ? 20 : 16;
  };
  total('Subtotal', invoice.subtotalMinor);
  if (invoice.discountMinor > 0) total('Discount', -invoice.discountMinor);
  if (invoice.taxMinor > 0) total('Tax', invoice.taxMinor);
  total(invoice.kind === 'credit_note' ? 'Total credited' : 'Total', invoice.totalMinor, true);

  y += 20;
  write(`Amounts in ${invoice.currency}.`, left, y, { color: MUTED, width: right - left });
  doc.end();
  return done;
}
