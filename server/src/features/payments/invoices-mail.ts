import type { Invoice } from '@tightlines/domain/payments/contract';
import { button, escapeHtml, inLanguage, layout, type MailContent } from '#server/mail/templates';
import {
  fillIn,
  formatDay,
  formatMoney,
  invoiceLanguageOf,
  invoiceTextOf,
  type InvoiceText,
} from './invoice-text';

/** Where people find their receipts and invoices (the web's billing page). */
export const BILLING_PATH = '/settings/billing';

/**
 * The mail that carries an invoice, receipt or credit note (the PDF goes as its attachment), in the customer's
 * language: its words, its dates and its amounts.
 */
export function invoiceMailContent(
  invoice: Invoice,
  appUrl: string,
  language: string | null = null,
): MailContent {
  const lang = invoiceLanguageOf(language);
  const words = invoiceTextOf(lang);
  const kind = words.kinds[invoice.kind];
  const subject = `${kind.subject} ${invoice.number}`;
  const total = formatMoney(invoice.totalMinor, invoice.currency, lang);
  const due =
    invoice.kind === 'invoice' && invoice.status === 'open' && invoice.dueAt
      ? fillIn(words.dueBy, { date: formatDay(invoice.dueAt, lang) })
      : '';
  const hello = fillIn(words.hello, { name: invoice.customer.name || words.defaultName });
  const url = `${appUrl}${BILLING_PATH}`;
  return {
    template: `invoice-${invoice.kind}`,
    subject,
    html: layout(
      subject,
      inLanguage(
        lang,
        subject,
        `<p><span dir="auto">${escapeHtml(hello)}</span></p>
<p>${escapeHtml(kind.intro)}</p>
<p><strong>${escapeHtml(invoice.number)}</strong> · <bdi>${escapeHtml(total)}</bdi>${due ? ` · ${escapeHtml(due)}` : ''}</p>
${button(url, words.openBilling)}`,
      ),
      appUrl,
    ),
    text: `${subject}

${hello}

${kind.intro}

${invoice.number} · ${total}${due ? ` · ${due}` : ''}

${words.openBilling}: ${url}`,
  };
}

interface AmountMailInput {
  amountMinor: number;
  currency: string;
  description: string;
  url: string;
  appUrl: string;
  language: string | null;
}

/** An amount, what it was for and a link, in the person's language: the frame of the payment and refund mails. */
function amountMailContent(
  template: string,
  pick: (text: InvoiceText) => InvoiceText['payment'],
  input: AmountMailInput,
): MailContent {
  const lang = invoiceLanguageOf(input.language);
  const words = pick(invoiceTextOf(lang));
  const amount = formatMoney(input.amountMinor, input.currency, lang);
  const heading = fillIn(words.heading, { amount });
  return {
    template,
    subject: fillIn(words.subject, { amount }),
    html: layout(
      words.title,
      inLanguage(
        lang,
        heading,
        `<p dir="auto">${escapeHtml(input.description)}</p>${button(input.url, words.open)}`,
      ),
      input.appUrl,
    ),
    text: `${heading}\n${input.description}\n\n${words.open}: ${input.url}`,
  };
}

/** The mail after a refund went through: how much came back and for what, in the payer's language. */
export function refundMailContent(input: AmountMailInput): MailContent {
  return amountMailContent('refund-issued', (text) => text.refund, input);
}

/** The mail after a payment succeeded (the receipt is on the linked page), in the payer's language. */
export function paymentMailContent(input: AmountMailInput): MailContent {
  return amountMailContent('payment-receipt', (text) => text.payment, input);
}
