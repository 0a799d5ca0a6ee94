import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DiscountCode, Invoice, TaxRate } from '@tightlines/domain/payments/contract';
import { account } from '@tightlines/domain/payments/ledger';
import {
  discountCodes,
  invoices,
  ledgerEntries,
  ledgerTransactions,
  payments,
  tournamentSeries,
} from '#server/db/schema';
import { issueInvoice } from '#server/features/payments/invoice-numbers';
import { balanceOf } from '#server/features/payments/ledger';
import { redeemDiscount, releaseDiscount, validateDiscount } from '#server/features/payments/discount-codes';
import { taxRateFor } from '#server/features/payments/tax-rates';
import { renderInvoicePdf, toWinAnsi } from '#server/features/payments/pdf';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, lastMailTo, type BuiltUser } from './helpers/factories';
import { buildEvent } from './helpers/events';

let t: TestApp;
let visitor: null;
let angler: BuiltUser;
let payer: BuiltUser;
let director: BuiltUser;
let otherDirector: BuiltUser;
let admin: BuiltUser;
let eventId: string;
let otherEventId: string;
let seriesId: string;
let seriesEventId: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, who: BuiltUser | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: as(who),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const uniqueCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 6)}`.toUpperCase();

async function createCode(who: BuiltUser, body: Record<string, unknown>): Promise<DiscountCode> {
  const response = await call('POST', '/api/discount-codes', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DiscountCode>();
}

beforeAll(async () => {
  t = await createTestApp();
  visitor = null;
  angler = await buildUser(t.app, { firstName: 'Andy' });
  payer = await buildUser(t.app, { firstName: 'Paula', lastName: 'Payne' });
  director = await buildUser(t.app, { firstName: 'Dora', roles: ['tournament_director'] });
  otherDirector = await buildUser(t.app, { firstName: 'Otto', roles: ['tournament_director'] });
  admin = await buildUser(t.app, { firstName: 'Ada', roles: ['admin'] });
  eventId = (await buildEvent(t.app, director, { name: 'Dora Open', feeMinor: 5_000 })).id;
  otherEventId = (await buildEvent(t.app, otherDirector, { name: 'Otto Open', feeMinor: 5_000 })).id;
  const [series] = await t.app.db
    .insert(tournamentSeries)
    .values({
      name: 'Dora Trail',
      seasonYear: 2026,
      formula: {},
      status: 'published',
      createdBy: director.id,
    })
    .returning();
  seriesId = series!.id;
  seriesEventId = (await buildEvent(t.app, director, { name: 'Trail stop 1', seriesId })).id;
});

afterAll(async () => {
  await t.close();
});

describe('who may call', () => {
  const someId = randomUUID();
  const directorRoutes: [Method, string][] = [
    ['GET', '/api/discount-codes'],
    ['POST', '/api/discount-codes'],
    ['PATCH', `/api/discount-codes/${someId}`],
    ['DELETE', `/api/discount-codes/${someId}`],
  ];
  const adminRoutes: [Method, string][] = [
    ['GET', '/api/admin/tax-rates'],
    ['POST', '/api/admin/tax-rates'],
    ['PATCH', `/api/admin/tax-rates/${someId}`],
    ['DELETE', `/api/admin/tax-rates/${someId}`],
    ['GET', '/api/admin/invoices'],
    ['POST', '/api/admin/invoices'],
    ['POST', `/api/admin/invoices/${someId}/mark-paid`],
    ['POST', `/api/admin/invoices/${someId}/void`],
  ];
  const signedInRoutes: [Method, string][] = [
    ['GET', '/api/invoices/mine'],
    ['GET', `/api/invoices/${someId}/pdf`],
  ];

  it.each([...directorRoutes, ...adminRoutes, ...signedInRoutes])(
    '%s %s: 401 for a visitor',
    async (m, url) => {
      const response = await call(m, url, visitor, m === 'GET' || m === 'DELETE' ? undefined : {});
      expect(response.statusCode).toBe(401);
    },
  );

  it.each([...directorRoutes, ...adminRoutes])('%s %s: 403 for an angler', async (m, url) => {
    const response = await call(m, url, angler, m === 'GET' || m === 'DELETE' ? undefined : {});
    expect(response.statusCode).toBe(403);
  });

  it.each(adminRoutes)('%s %s: 403 for a director', async (m, url) => {
    const response = await call(m, url, director, m === 'GET' || m === 'DELETE' ? undefined : {});
    expect(response.statusCode).toBe(403);
  });
});

describe('discount codes', () => {
  it('refuses bad input with 400', async () => {
    const bad = [
      { code: 'x', kind: 'percent', percentBp: 1000, eventId },
      { code: 'GOOD1', kind: 'percent', eventId },
      { code: 'GOOD2', kind: 'amount', amountMinor: 500, eventId },
      { code: 'GOOD3', kind: 'percent', percentBp: 20_000, eventId },
      { code: 'GOOD4', kind: 'percent', percentBp: 100, eventId, seriesId },
    ];
    for (const body of bad) {
      const response = await call('POST', '/api/discount-codes', director, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // A director must scope a code to an event or series of theirs.
    const global = await call('POST', '/api/discount-codes', director, {
      code: 'GLOBAL-DORA',
      kind: 'percent',
      percentBp: 1000,
    });
    expect(global.statusCode).toBe(400);
  });

  it('lets a director manage codes of their own events only', async () => {
    const code = await createCode(director, {
      code: uniqueCode('dora'),
      kind: 'percent',
      percentBp: 1_500,
      eventId,
    });
    expect(code).toMatchObject({ kind: 'percent', percentBp: 1_500, usedCount: 0, active: true });
    expect(code.code).toMatch(/^DORA-/);
    expect(code.event).toEqual({ id: eventId, name: 'Dora Open' });

    const theirs = await call('POST', '/api/discount-codes', director, {
      code: uniqueCode('steal'),
      kind: 'percent',
      percentBp: 1_000,
      eventId: otherEventId,
    });
    expect(theirs.statusCode).toBe(403);
    const unknown = await call('POST', '/api/discount-codes', director, {
      code: uniqueCode('ghost'),
      kind: 'percent',
      percentBp: 1_000,
      eventId: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);

    const duplicate = await call('POST', '/api/discount-codes', otherDirector, {
      code: code.code.toLowerCase(),
      kind: 'percent',
      percentBp: 1_000,
      eventId: otherEventId,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).code).toBe('discountCodeTaken');

    // Another director neither sees nor changes it.
    const otherList = await call('GET', '/api/discount-codes', otherDirector);
    expect(otherList.json<{ items: DiscountCode[] }>().items.map((c) => c.id)).not.toContain(code.id);
    const edit = await call('PATCH', `/api/discount-codes/${code.id}`, otherDirector, {
      code: code.code,
      kind: 'percent',
      percentBp: 10_000,
      eventId: otherEventId,
    });
    expect(edit.statusCode).toBe(404);
    expect((await call('DELETE', `/api/discount-codes/${code.id}`, otherDirector)).statusCode).toBe(404);

    const mine = await call('GET', '/api/discount-codes', director);
    expect(mine.json<{ items: DiscountCode[] }>().items.map((c) => c.id)).toContain(code.id);

    const patched = await call('PATCH', `/api/discount-codes/${code.id}`, director, {
      code: code.code,
      kind: 'amount',
      amountMinor: 700,
      currency: 'usd',
      eventId,
      maxUses: 5,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<DiscountCode>()).toMatchObject({
      kind: 'amount',
      amountMinor: 700,
      percentBp: null,
      currency: 'USD',
      maxUses: 5,
    });
    // Moving it to another director's event is refused.
    const moved = await call('PATCH', `/api/discount-codes/${code.id}`, director, {
      code: code.code,
      kind: 'percent',
      percentBp: 100,
      eventId: otherEventId,
    });
    expect(moved.statusCode).toBe(403);

    expect((await call('DELETE', `/api/discount-codes/${code.id}`, director)).statusCode).toBe(204);
    expect(await t.app.db.select().from(discountCodes).where(eq(discountCodes.id, code.id))).toEqual([]);
  });

  it('lets a director scope a code to a series they created, and admins make global codes', async () => {
    const series = await createCode(director, {
      code: uniqueCode('trail'),
      kind: 'percent',
      percentBp: 500,
      seriesId,
    });
    expect(series.series).toEqual({ id: seriesId, name: 'Dora Trail' });
    const refused = await call('POST', '/api/discount-codes', otherDirector, {
      code: uniqueCode('trail'),
      kind: 'percent',
      percentBp: 500,
      seriesId,
    });
    expect(refused.statusCode).toBe(403);

    const global = await createCode(admin, { code: uniqueCode('all'), kind: 'percent', percentBp: 1000 });
    expect(global.event).toBeNull();
    const adminList = await call('GET', '/api/discount-codes', admin);
    const ids = adminList.json<{ items: DiscountCode[] }>().items.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([series.id, global.id]));
    // Admins manage a director's code too.
    expect((await call('DELETE', `/api/discount-codes/${series.id}`, admin)).statusCode).toBe(204);
  });

  it('deactivates a used code instead of deleting it', async () => {
    const code = await createCode(director, {
      code: uniqueCode('used'),
      kind: 'percent',
      percentBp: 1_000,
      eventId,
    });
    await t.app.db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.id, code.id));
    expect((await call('DELETE', `/api/discount-codes/${code.id}`, director)).statusCode).toBe(204);
    const [row] = await t.app.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row).toMatchObject({ active: false, usedCount: 1 });
  });
});

describe('validateDiscount', () => {
  const now = new Date();
  const check = (code: string, overrides: Partial<Parameters<typeof validateDiscount>[1]> = {}) =>
    validateDiscount(t.app.db, {
      code,
      userId: payer.id,
      eventIds: [eventId],
      seriesId: null,
      currency: 'USD',
      now,
      ...overrides,
    });
  const insert = async (values: Partial<typeof discountCodes.$inferInsert>) => {
    const [row] = await t.app.db
      .insert(discountCodes)
      .values({ code: uniqueCode('v'), kind: 'percent', percentBp: 1_000, ...values })
      .returning();
    return row!;
  };

  it('gives the terms of a usable code, case-insensitively', async () => {
    const row = await insert({ eventId, kind: 'amount', percentBp: null, amountMinor: 500, currency: 'USD' });
    const result = await check(` ${row.code.toLowerCase()} `);
    expect(result).toEqual({
      ok: true,
      codeId: row.id,
      terms: { code: row.code, kind: 'amount', percentBp: null, amountMinor: 500 },
    });
  });

  it('says why a code cannot be used', async () => {
    expect(await check('NO-SUCH-CODE')).toEqual({ ok: false, error: 'discountCodeInvalid' });
    const inactive = await insert({ active: false });
    expect(await check(inactive.code)).toEqual({ ok: false, error: 'discountCodeInvalid' });
    const ended = await insert({ endsAt: new Date(now.getTime() - 1_000) });
    expect(await check(ended.code)).toEqual({ ok: false, error: 'discountCodeExpired' });
    const future = await insert({ startsAt: new Date(now.getTime() + 60_000) });
    expect(await check(future.code)).toEqual({ ok: false, error: 'discountCodeExpired' });
    const spent = await insert({ maxUses: 2, usedCount: 2 });
    expect(await check(spent.code)).toEqual({ ok: false, error: 'discountCodeUsedUp' });
    const otherEvent = await insert({ eventId: otherEventId });
    expect(await check(otherEvent.code)).toEqual({ ok: false, error: 'discountCodeNotApplicable' });
    const euros = await insert({ kind: 'amount', percentBp: null, amountMinor: 500, currency: 'EUR' });
    expect(await check(euros.code)).toEqual({ ok: false, error: 'discountCodeNotApplicable' });
  });

  it('applies series codes to the series and its events', async () => {
    const row = await insert({ seriesId });
    expect((await check(row.code, { eventIds: [seriesEventId] })).ok).toBe(true);
    expect((await check(row.code, { eventIds: [], seriesId })).ok).toBe(true);
    expect(await check(row.code, { eventIds: [eventId] })).toEqual({
      ok: false,
      error: 'discountCodeNotApplicable',
    });
  });

  it('counts uses per person and in total, and gives a released use back', async () => {
    const row = await insert({ maxUses: 2, perPersonLimit: 1 });
    const paymentOf = async (userId: string) => {
      const [p] = await t.app.db
        .insert(payments)
        .values({
          purpose: 'registration',
          provider: 'offline',
          userId,
          quote: {},
          amountMinor: 0,
          currency: 'USD',
        })
        .returning({ id: payments.id });
      return p!.id;
    };
    const first = await paymentOf(payer.id);
    expect(
      await redeemDiscount(t.app.db, {
        codeId: row.id,
        userId: payer.id,
        paymentId: first,
        amountMinor: 100,
      }),
    ).toBe(true);
    expect(await check(row.code)).toEqual({ ok: false, error: 'discountCodeUsedUp' });
    expect((await check(row.code, { userId: angler.id })).ok).toBe(true);
    const second = await paymentOf(angler.id);
    expect(
      await redeemDiscount(t.app.db, {
        codeId: row.id,
        userId: angler.id,
        paymentId: second,
        amountMinor: 100,
      }),
    ).toBe(true);
    const third = await paymentOf(admin.id);
    expect(
      await redeemDiscount(t.app.db, {
        codeId: row.id,
        userId: admin.id,
        paymentId: third,
        amountMinor: 100,
      }),
    ).toBe(false);
    expect(await check(row.code, { userId: admin.id })).toEqual({ ok: false, error: 'discountCodeUsedUp' });
    await releaseDiscount(t.app.db, first);
    expect((await check(row.code)).ok).toBe(true);
    const [after] = await t.app.db.select().from(discountCodes).where(eq(discountCodes.id, row.id));
    expect(after!.usedCount).toBe(1);
  });
});

describe('tax rates', () => {
  it('refuses bad input', async () => {
    for (const body of [
      { country: 'USA', name: 'Sales tax', rateBp: 700 },
      { country: 'US', name: '', rateBp: 700 },
      { country: 'US', name: 'Sales tax', rateBp: 9_000 },
    ]) {
      expect((await call('POST', '/api/admin/tax-rates', admin, body)).statusCode).toBe(400);
    }
  });

  it('stores regions lower-cased, matches region before country and only active rates', async () => {
    const country = await call('POST', '/api/admin/tax-rates', admin, {
      country: 'us',
      name: 'Federal',
      rateBp: 500,
    });
    expect(country.statusCode, country.body).toBe(201);
    const fl = await call('POST', '/api/admin/tax-rates', admin, {
      country: 'US',
      region: ' FL ',
      name: 'Florida sales tax',
      rateBp: 600,
    });
    const flRate = fl.json<TaxRate>();
    expect(flRate).toMatchObject({ country: 'US', region: 'fl', inclusive: false, active: true });

    expect(await taxRateFor(t.app.db, 'US', 'Fl')).toMatchObject({ name: 'Florida sales tax', rateBp: 600 });
    expect(await taxRateFor(t.app.db, 'us', 'TX')).toMatchObject({ name: 'Federal', rateBp: 500 });
    expect(await taxRateFor(t.app.db, 'US', null)).toMatchObject({ name: 'Federal' });
    expect(await taxRateFor(t.app.db, 'CA', 'ON')).toBeNull();
    expect(await taxRateFor(t.app.db, null, null)).toBeNull();

    const off = await call('PATCH', `/api/admin/tax-rates/${flRate.id}`, admin, {
      country: 'US',
      region: 'FL',
      name: 'Florida sales tax',
      rateBp: 600,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await taxRateFor(t.app.db, 'US', 'FL')).toMatchObject({ name: 'Federal' });

    const list = await call('GET', '/api/admin/tax-rates', admin);
    expect(list.json<{ items: TaxRate[] }>().items.map((r) => r.id)).toContain(flRate.id);
    expect((await call('DELETE', `/api/admin/tax-rates/${flRate.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/tax-rates/${flRate.id}`, admin)).statusCode).toBe(404);
    const missing = await call('PATCH', `/api/admin/tax-rates/${randomUUID()}`, admin, {
      country: 'US',
      name: 'x',
      rateBp: 1,
    });
    expect(errorOf(missing).code).toBe('taxRateNotFound');
  });
});

describe('manual invoices', () => {
  let invoice: Invoice;

  it('refuses bad input', async () => {
    const bodies = [
      { userId: payer.id, lines: [], currency: 'USD' },
      { userId: payer.id, lines: [{ label: 'Sponsor', quantity: 1, unitMinor: 100 }], currency: 'US' },
      { userId: 'nope', lines: [{ label: 'Sponsor', quantity: 1, unitMinor: 100 }], currency: 'USD' },
      { userId: payer.id, lines: [{ label: '', quantity: 1, unitMinor: 100 }], currency: 'USD' },
    ];
    for (const body of bodies)
      expect((await call('POST', '/api/admin/invoices', admin, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    const unknownUser = await call('POST', '/api/admin/invoices', admin, {
      userId: randomUUID(),
      lines: [{ label: 'Sponsor', quantity: 1, unitMinor: 100 }],
      currency: 'USD',
    });
    expect(unknownUser.statusCode).toBe(404);
    const unknownRate = await call('POST', '/api/admin/invoices', admin, {
      userId: payer.id,
      lines: [{ label: 'Sponsor', quantity: 1, unitMinor: 100 }],
      currency: 'USD',
      taxRateId: randomUUID(),
    });
    expect(errorOf(unknownRate).code).toBe('taxRateNotFound');
  });

  it('issues an open invoice with tax, numbered, and e-mails it with the PDF', async () => {
    const rate = (
      await call('POST', '/api/admin/tax-rates', admin, { country: 'DE', name: 'MwSt', rateBp: 1_900 })
    ).json<TaxRate>();
    const send = vi.spyOn(t.app.mailer, 'send');
    const response = await call('POST', '/api/admin/invoices', admin, {
      userId: payer.id,
      lines: [
        { label: 'Booth at the expo', quantity: 2, unitMinor: 10_000 },
        { label: 'Banner', quantity: 1, unitMinor: 5_000 },
      ],
      currency: 'eur',
      taxRateId: rate.id,
      dueDays: 14,
    });
    expect(response.statusCode, response.body).toBe(201);
    invoice = response.json<Invoice>();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      status: 'open',
      currency: 'EUR',
      subtotalMinor: 25_000,
      taxMinor: 4_750,
      totalMinor: 29_750,
      customer: { userId: payer.id, email: payer.email, name: 'Paula Payne' },
      paidAt: null,
    });
    expect(invoice.number).toMatch(new RegExp(`^TL-${new Date().getUTCFullYear()}-\\d{6}$`));
    const days = (Date.parse(invoice.dueAt!) - Date.parse(invoice.issuedAt)) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);

    const mail = await lastMailTo(t.app, payer.email, 'invoice-invoice');
    expect(mail?.subject).toContain(invoice.number);
    const [, , attachments] = send.mock.calls.at(-1)!;
    expect(attachments).toHaveLength(1);
    expect(attachments![0]).toMatchObject({
      filename: `${invoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(attachments![0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    send.mockRestore();
  });

  it('shows the invoice to its customer only, with its PDF', async () => {
    const mine = await call('GET', '/api/invoices/mine', payer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ items: Invoice[] }>().items.map((i) => i.id)).toContain(invoice.id);
    const others = await call('GET', '/api/invoices/mine', angler);
    expect(others.json<{ items: Invoice[] }>().items).toEqual([]);

    const pdf = await call('GET', `/api/invoices/${invoice.id}/pdf`, payer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await call('GET', `/api/invoices/${invoice.id}/pdf`, admin)).statusCode).toBe(200);
    const stranger = await call('GET', `/api/invoices/${invoice.id}/pdf`, angler);
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).code).toBe('invoiceNotFound');
    expect((await call('GET', `/api/invoices/${randomUUID()}/pdf`, payer)).statusCode).toBe(404);
  });

  it('lists and filters invoices for admins', async () => {
    const byNumber = await call('GET', `/api/admin/invoices?q=${invoice.number}`, admin);
    expect(byNumber.json<{ items: Invoice[] }>().items.map((i) => i.id)).toEqual([invoice.id]);
    const byEmail = await call('GET', `/api/admin/invoices?q=${encodeURIComponent(payer.email)}`, admin);
    expect(byEmail.json<{ items: Invoice[] }>().items.map((i) => i.id)).toContain(invoice.id);
    const receipts = await call('GET', '/api/admin/invoices?kind=receipt', admin);
    expect(receipts.json<{ items: Invoice[] }>().items.map((i) => i.id)).not.toContain(invoice.id);
    const paid = await call('GET', '/api/admin/invoices?status=paid', admin);
    expect(paid.json<{ items: Invoice[] }>().items.map((i) => i.id)).not.toContain(invoice.id);
    expect((await call('GET', '/api/admin/invoices?kind=bogus', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/invoices?cursor=bogus', admin)).statusCode).toBe(400);
  });

  it('marks it paid with an offline payment and balanced ledger entries', async () => {
    expect(
      (await call('POST', `/api/admin/invoices/${invoice.id}/mark-paid`, admin, { method: 'bitcoin' }))
        .statusCode,
    ).toBe(400);
    const response = await call('POST', `/api/admin/invoices/${invoice.id}/mark-paid`, admin, {
      method: 'transfer',
      note: 'Bank ref 42',
    });
    expect(response.statusCode, response.body).toBe(200);
    const paid = response.json<Invoice>();
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(paid.paymentId).not.toBeNull();

    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paid.paymentId!));
    expect(payment).toMatchObject({
      purpose: 'invoice',
      provider: 'offline',
      offlineMethod: 'transfer',
      status: 'succeeded',
      userId: payer.id,
      invoiceId: invoice.id,
      amountMinor: 29_750,
      taxMinor: 4_750,
      recordedBy: admin.id,
    });
    const [txn] = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.paymentId, payment!.id));
    expect(txn).toMatchObject({
      kind: 'payment',
      source: 'invoices',
      currency: 'EUR',
      payerUserId: payer.id,
    });
    const entries = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transactionId, txn!.id)));
    expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(0);
    expect(await balanceOf(t.app.db, account.cash('offline'), 'EUR')).toBe(29_750);
    expect(await balanceOf(t.app.db, account.platformFees, 'EUR')).toBe(-25_000);
    expect(await balanceOf(t.app.db, account.tax, 'EUR')).toBe(-4_750);
    expect(await balanceOf(t.app.db, account.payer(payer.id), 'EUR')).toBe(0);

    const again = await call('POST', `/api/admin/invoices/${invoice.id}/mark-paid`, admin, {
      method: 'cash',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('invoiceNotOpen');
    expect((await call('POST', `/api/admin/invoices/${invoice.id}/void`, admin)).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/admin/invoices/${randomUUID()}/mark-paid`, admin, { method: 'cash' }))
        .statusCode,
    ).toBe(404);
  });

  it('voids an open invoice', async () => {
    const open = (
      await call('POST', '/api/admin/invoices', admin, {
        userId: angler.id,
        lines: [{ label: 'Membership', quantity: 1, unitMinor: 2_000 }],
        currency: 'USD',
      })
    ).json<Invoice>();
    const voided = await call('POST', `/api/admin/invoices/${open.id}/void`, admin);
    expect(voided.statusCode).toBe(200);
    expect(voided.json<Invoice>().status).toBe('void');
    expect(
      (await call('POST', `/api/admin/invoices/${open.id}/mark-paid`, admin, { method: 'cash' })).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/admin/invoices/${randomUUID()}/void`, admin)).statusCode).toBe(404);
  });

  it('pages my invoices newest first', async () => {
    for (let i = 0; i < 3; i++)
      await call('POST', '/api/admin/invoices', admin, {
        userId: angler.id,
        lines: [{ label: `Item ${i}`, quantity: 1, unitMinor: 100 }],
        currency: 'USD',
      });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(
        'GET',
        `/api/invoices/mine?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        angler,
      );
      const page = response.json<{ items: Invoice[]; nextCursor: string | null }>();
      seen.push(...page.items.map((i) => i.number));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(4);
    expect([...seen].sort().reverse()).toEqual(seen);
  });
});

describe('invoice numbers', () => {
  it('have no gaps when issued concurrently and some transactions roll back', async () => {
    const draft = {
      kind: 'receipt' as const,
      status: 'paid' as const,
      userId: payer.id,
      customerName: 'Paula Payne',
      customerEmail: payer.email,
      lines: [{ label: 'Entry', quantity: 1, unitMinor: 1_000 }],
      subtotalMinor: 1_000,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 1_000,
      currency: 'USD',
    };
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.app.db.transaction(async (tx) => {
          const issued = await issueInvoice(tx, draft);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
          if (i % 4 === 0) throw new Error('rolled back');
          return issued;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5);
    const year = new Date().getUTCFullYear();
    const rows = await t.app.db
      .select({ sequence: invoices.sequence, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.year, year));
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
  });
});

/** The text a PDF shows in Helvetica: pdfkit writes it as hex strings in TJ arrays (uncompressed streams). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  let out = '';
  for (const [, array] of source.matchAll(/\[([^\]]*)\]\s*TJ/g))
    for (const [, hex] of array!.matchAll(/<([0-9a-fA-F]*)>/g))
      out += Buffer.from(hex!, 'hex').toString('latin1');
  return out;
}

describe('renderInvoicePdf', () => {
  const base: Invoice = {
    id: randomUUID(),
    number: 'TL-2026-000123',
    kind: 'receipt',
    status: 'paid',
    customer: { userId: null, name: 'Casey Rivers', email: 'casey@example.com' },
    lines: [{ label: 'Lake Erie Walleye Open', quantity: 1, unitMinor: 15_000 }],
    subtotalMinor: 15_000,
    discountMinor: 1_500,
    taxMinor: 810,
    totalMinor: 14_310,
    currency: 'USD',
    paymentId: null,
    issuedAt: '2026-05-01T10:00:00.000Z',
    dueAt: null,
    paidAt: '2026-05-01T10:00:00.000Z',
  };

  it('draws a PDF with the number, amounts and state', async () => {
    const pdf = await renderInvoicePdf(base, { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('TL-2026-000123');
    expect(text).toContain('RECEIPT');
    expect(text).toContain('PAID');
    expect(text).toContain('USD\u00a0143.10');
    expect(text).toContain('-USD\u00a015.00');
    expect(text).toContain('Tightlines');
  });

  it('says a credit note is one, and shows a voided document as void', async () => {
    const credit = pdfText(await renderInvoicePdf({ ...base, kind: 'credit_note' }, { compress: false }));
    expect(credit).toContain('CREDIT NOTE');
    expect(credit).toContain('credit note');
    const voided = pdfText(
      await renderInvoicePdf({ ...base, kind: 'invoice', status: 'void', paidAt: null }, { compress: false }),
    );
    expect(voided).toContain('VOID');
  });

  it('formats amounts in the currency’s minor units', async () => {
    const yen = pdfText(
      await renderInvoicePdf(
        { ...base, currency: 'JPY', subtotalMinor: 1_500, discountMinor: 0, taxMinor: 0, totalMinor: 1_500 },
        { compress: false },
      ),
    );
    expect(yen).toContain('JPY\u00a01,500');
  });

  it('renders Arabic and Japanese names with or without fallback fonts', async () => {
    for (const fontDirs of [undefined, []]) {
      for (const name of ['محمد العلي', '山田 太郎', 'Zoë Ødegård', 'Ολυμπία']) {
        const pdf = await renderInvoicePdf(
          {
            ...base,
            customer: { ...base.customer, name },
            lines: [{ label: `Entry ${name}`, quantity: 1, unitMinor: 100 }],
          },
          { compress: false, ...(fontDirs ? { fontDirs } : {}) },
        );
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdfText(pdf)).toContain('TL-2026-000123');
      }
    }
  });

  it('reduces text to what Helvetica can show when no font is found', () => {
    expect(toWinAnsi('Zoë Łukasz')).toBe('Zoë ?ukasz');
    expect(toWinAnsi('Ñandú €5')).toBe('Ñandú €5');
    expect(toWinAnsi('山田')).toBe('??');
    expect(toWinAnsi('ﬁsh')).toBe('fish');
  });
});
