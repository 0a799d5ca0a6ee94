import type { Invoice } from '@tightlines/domain/payments/contract';
import { button, escapeHtml, layout, type MailContent } from '#server/mail/templates';
import { formatPdfMoney } from './pdf';

/** Where people find their receipts and invoices (the web's billing page). */
export const BILLING_PATH = '/settings/billing';

const WORDS: Record<Invoice['kind'], { subject: string; intro: string }> = {
  receipt: {
    subject: 'Your Tightlines receipt',
    intro: 'Thank you for your payment. Your receipt is attached.',
  },
  invoice: { subject: 'Invoice from Tightlines', intro: 'Please find your invoice attached.' },
  credit_note: {
    subject: 'Your Tightlines credit note',
    intro: 'Money is on its way back to you. Your credit note is attached.',
  },
};

/** The mail that carries an invoice, receipt or credit note (the PDF goes as its attachment). */
export function invoiceMailContent(invoice: Invoice, appUrl: string): MailContent {
  const words = WORDS[invoice.kind];
  const subject = `${words.subject} ${invoice.number}`;
  const total = formatPdfMoney(invoice.totalMinor, invoice.currency);
  const due =
    invoice.kind === 'invoice' && invoice.status === 'open' && invoice.dueAt
      ? `Due by ${invoice.dueAt.slice(0, 10)}.`
      : '';
  const url = `${appUrl}${BILLING_PATH}`;
  return {
    template: `invoice-${invoice.kind}`,
    subject,
    html: layout(
      subject,
      `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(subject)}</h1>
<p>Hello <span dir="auto">${escapeHtml(invoice.customer.name)}</span>,</p>
<p>${escapeHtml(words.intro)}</p>
<p><strong>${escapeHtml(invoice.number)}</strong> · ${escapeHtml(total)}${due ? ` · ${escapeHtml(due)}` : ''}</p>
${button(url, 'Open billing')}`,
      appUrl,
    ),
    text: `${subject}

Hello ${invoice.customer.name},

${words.intro}

${invoice.number} · ${total}${due ? ` · ${due}` : ''}

Billing: ${url}`,
  };
}
