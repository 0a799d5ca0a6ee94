import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@tightlines/domain/payments/contract';
import { invoices, profiles } from '#server/db/schema';
import { paymentMailContent, refundMailContent } from '#server/features/payments/invoices-mail';
import { renderInvoicePdf } from '#server/features/payments/pdf';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, lastMailTo, type BuiltUser } from './helpers/factories';
import { pdfAllText, pdfRtlWords, pdfTextRuns } from './helpers/pdf-text';

const invoice: Invoice = {
  id: randomUUID(),
  number: 'TL-2026-000321',
  kind: 'invoice',
  status: 'open',
  customer: { userId: null, name: 'Camille Martin', email: 'camille@example.com' },
  lines: [{ label: 'Stand au salon', quantity: 2, unitMinor: 10_000 }],
  subtotalMinor: 20_000,
  discountMinor: 0,
  taxMinor: 3_800,
  totalMinor: 23_800,
  currency: 'EUR',
  paymentId: null,
  issuedAt: '2026-05-01T10:00:00.000Z',
  dueAt: '2026-05-15T10:00:00.000Z',
  paidAt: null,
};

describe('invoice PDFs in the customer’s language', () => {
  it('writes French labels, dates and amounts', async () => {
    const text = pdfAllText(await renderInvoicePdf(invoice, { language: 'fr' }));
    for (const words of [
      'FACTURE',
      'À PAYER',
      'Émis le',
      '1 mai 2026',
      'Échéance',
      '15 mai 2026',
      'Facturé à',
    ])
      expect(text).toContain(words);
    for (const words of ['Qté', 'Prix unitaire', 'Montant', 'Sous-total', 'Taxes', 'Montants en EUR.'])
      expect(text).toContain(words);
    expect(text).toContain('238,00\u00a0EUR');
    expect(text).not.toContain('Subtotal');
    expect(text).not.toContain('INVOICE');
  });

  it('writes Arabic labels, shaped and drawn right to left, with dates in reading order', async () => {
    const pdf = await renderInvoicePdf(invoice, { language: 'ar' });
    const words = pdfRtlWords(pdf);
    for (const word of ['فاتورة', 'الإجمالي', 'المجموع', 'الفرعي', 'الضريبة', 'الوصف', 'المبلغ'])
      expect(words).toContain(word);
    expect(pdfAllText(pdf)).not.toContain('Subtotal');
    // Each Arabic word is drawn as its glyphs from right to left: read in drawing order it is backwards.
    const runs = pdfTextRuns(pdf);
    expect(runs.map((run) => run.text)).toContain([...'فاتورة'].reverse().join(''));
    // "1 مايو 2026" on a right-to-left line: drawn from the left, the year comes first and the day last.
    const month = runs.findIndex((run) => [...run.glyphs].reverse().join('') === 'مايو');
    expect(runs[month - 1]?.text).toBe('2026');
    expect(runs[month + 1]?.text).toBe('1');
  });

  it('writes Japanese labels in a CJK font', async () => {
    const text = pdfAllText(await renderInvoicePdf(invoice, { language: 'ja' }));
    for (const words of ['請求書', '未払い', '小計', '合計']) expect(text).toContain(words);
  });

  it('falls back to English labels when no font can draw the language, never to question marks', async () => {
    const text = pdfAllText(await renderInvoicePdf(invoice, { language: 'ar', fontDirs: [] }));
    for (const words of ['INVOICE', 'OPEN', 'Subtotal', 'Total', 'May 1, 2026', 'EUR\u00a0238.00'])
      expect(text).toContain(words);
    expect(text).not.toContain('?');
    // A language Helvetica draws needs no font at all.
    expect(pdfAllText(await renderInvoicePdf(invoice, { language: 'de', fontDirs: [] }))).toContain(
      'Zwischensumme',
    );
  });
});

describe('payment e-mails in the person’s language', () => {
  it('says a payment and a refund in German, with German amounts', () => {
    const common = { currency: 'EUR', description: 'Hecht-Cup', url: 'http://x/p', appUrl: 'http://x' };
    const paid = paymentMailContent({ ...common, amountMinor: 1_250, language: 'de' });
    expect(paid.subject).toBe('Zahlung erhalten: 12,50\u00a0€');
    expect(paid.html).toContain('lang="de"');
    expect(paid.text).toContain('Danke, wir haben 12,50\u00a0€ erhalten');
    const back = refundMailContent({ ...common, amountMinor: 1_250, language: 'de' });
    expect(back.subject).toBe('Erstattung: 12,50\u00a0€');
    expect(back.html).toContain('Zahlung ansehen');
    // Unknown or unset languages read English.
    expect(refundMailContent({ ...common, amountMinor: 1_250, language: 'xx' }).subject).toBe(
      'Refund: €12.50',
    );
  });
});

describe('issued documents follow the customer’s saved language', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let camille: BuiltUser;
  let amal: BuiltUser;

  const call = (method: 'GET' | 'POST', url: string, who: BuiltUser, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

  const issue = async (who: BuiltUser) => {
    const response = await call('POST', '/api/admin/invoices', admin, {
      userId: who.id,
      lines: [{ label: 'Booth', quantity: 1, unitMinor: 29_750 }],
      currency: 'EUR',
      dueDays: 14,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Invoice>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.app, { firstName: 'Ada', roles: ['admin'] });
    camille = await buildUser(t.app, { firstName: 'Camille', lastName: 'Martin' });
    amal = await buildUser(t.app, { firstName: 'Amal', lastName: 'Haddad' });
    await t.app.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.id, camille.id));
    await t.app.db.update(profiles).set({ language: 'ar' }).where(eq(profiles.id, amal.id));
  });

  afterAll(async () => {
    await t.close();
  });

  it('e-mails a French invoice with a French PDF', async () => {
    const send = vi.spyOn(t.app.mailer, 'send');
    const issued = await issue(camille);
    const mail = await lastMailTo(t.app, camille.email, 'invoice-invoice');
    expect(mail?.subject).toBe(`Facture de Tightlines ${issued.number}`);
    expect(mail?.html).toContain('lang="fr"');
    expect(mail?.text).toContain('Veuillez trouver votre facture en pièce jointe.');
    expect(mail?.text).toContain('297,50\u00a0€');
    expect(mail?.text).toMatch(/À régler avant le \d{1,2} \p{L}+ \d{4}\./u);
    const [, , attachments] = send.mock.calls.at(-1)!;
    const pdf = pdfAllText(attachments![0]!.content);
    expect(pdf).toContain('FACTURE');
    expect(pdf).toContain('Sous-total');
    send.mockRestore();
  });

  it('e-mails an Arabic invoice right to left, and its PDF download is Arabic for admin and customer alike', async () => {
    const issued = await issue(amal);
    const mail = await lastMailTo(t.app, amal.email, 'invoice-invoice');
    expect(mail?.subject).toBe(`فاتورة من Tightlines ${issued.number}`);
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).toContain('تجد فاتورتك مرفقة.');
    for (const who of [amal, admin]) {
      const response = await call('GET', `/api/invoices/${issued.id}/pdf`, who);
      expect(response.statusCode).toBe(200);
      expect(pdfRtlWords(response.rawPayload)).toContain('فاتورة');
    }
  });

  it('tells of a refund in French and writes the credit note’s line in French', async () => {
    const issued = await issue(camille);
    const paid = await call('POST', `/api/admin/invoices/${issued.id}/mark-paid`, admin, {
      method: 'transfer',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const paymentId = paid.json<Invoice>().paymentId!;
    const refund = await call('POST', `/api/admin/payments/${paymentId}/refund`, admin, {});
    expect(refund.statusCode, refund.body).toBe(200);
    let mail = await lastMailTo(t.app, camille.email, 'refund-issued');
    for (let i = 0; !mail && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mail = await lastMailTo(t.app, camille.email, 'refund-issued');
    }
    expect(mail?.subject).toBe('Remboursement\u00a0: 297,50\u00a0€');
    expect(mail?.text).toContain('Nous vous avons remboursé 297,50\u00a0€');
    const [note] = await t.app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'credit_note')));
    expect(note?.lines).toEqual([
      { label: expect.stringMatching(/^Remboursement\u00a0: /) as unknown, quantity: 1, unitMinor: 29_750 },
    ]);
  });
});
