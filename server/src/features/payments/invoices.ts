import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  Invoice,
  InvoiceKind,
  InvoiceLine,
  InvoiceListQuerySchema,
  InvoiceState,
} from '@tightlines/domain/payments/contract';
import type { z } from 'zod';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { invoices, profiles } from '#server/db/schema';
import type { Mailer } from '#server/mail/mailer';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import { AppError } from '#server/lib/errors';
import { invoiceMailContent } from './invoices-mail';
import { renderInvoicePdf } from './pdf';

export type InvoiceRow = typeof invoices.$inferSelect;
type InvoiceListQuery = z.output<typeof InvoiceListQuerySchema>;

/** What sending an invoice needs (routes build it from the app; pay-core and subs-hub pass theirs). */
export interface InvoiceMailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'appUrl'>;
  log: FastifyBaseLogger;
}

export const invoiceNotFound = () => AppError.of(404, 'invoiceNotFound');

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as InvoiceKind,
    status: row.status as InvoiceState,
    customer: { userId: row.userId, name: row.customerName, email: row.customerEmail },
    lines: row.lines as InvoiceLine[],
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    currency: row.currency,
    paymentId: row.paymentId,
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export async function invoiceById(db: Db, invoiceId: string, lock = false): Promise<InvoiceRow | undefined> {
  const query = db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** PostgreSQL text of the sort timestamp with its microseconds (the cursor compares it back exactly). */
const sortAt = sql<string>`to_char(${invoices.issuedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Newest first, keyset-paged by (issued_at, id). */
async function pageOf(
  db: Db,
  where: SQL | undefined,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: Invoice[]; nextCursor: string | null }> {
  const cursor = decodeCursor(page.cursor);
  const rows = await db
    .select({ invoice: invoices, sortAt })
    .from(invoices)
    .where(
      and(
        where,
        cursor
          ? sql`(${invoices.issuedAt}, ${invoices.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    items: shown.map((row) => presentInvoice(row.invoice)),
    nextCursor: more && last ? encodeCursor({ at: last.sortAt, id: last.invoice.id }) : null,
  };
}

/** GET /api/invoices/mine: the person's receipts, invoices and credit notes. */
export function listMyInvoices(db: Db, userId: string, page: { cursor?: string | undefined; limit: number }) {
  return pageOf(db, eq(invoices.userId, userId), page);
}

/** GET /api/admin/invoices: every document, by kind, state and number, name or e-mail. */
export function listInvoices(db: Db, query: InvoiceListQuery) {
  const q = query.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return pageOf(
    db,
    and(
      query.kind ? eq(invoices.kind, query.kind) : undefined,
      query.status ? eq(invoices.status, query.status) : undefined,
      like
        ? or(
            ilike(invoices.number, like),
            ilike(invoices.customerName, like),
            ilike(invoices.customerEmail, like),
          )
        : undefined,
    ),
    query,
  );
}

/**
 * The PDF of a document, in its customer's language, for its customer or an admin; anyone else gets 404 (an invoice's existence is private).
 * Answers the file name with it (the number).
 */
export async function invoicePdfFor(
  db: Db,
  viewer: { id: string; roles: readonly string[] },
  invoiceId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await invoiceById(db, invoiceId);
  if (!row || (row.userId !== viewer.id && !viewer.roles.includes('admin'))) throw invoiceNotFound();
  const language = await customerLanguage(db, row.userId);
  return { filename: `${row.number}.pdf`, pdf: await renderInvoicePdf(presentInvoice(row), { language }) };
}

/** The customer's saved language (a document reads the same whoever downloads it); null: English. */
async function customerLanguage(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row?.language ?? null;
}

/**
 * E-mails a document to its customer with its PDF attached, both in the customer's language: receipts once paid, invoices when issued, credit notes
 * when a refund is made. Call it after the transaction that issued the document has committed. Never throws: a mail
 * that cannot go out is logged (the document is in the person's billing page either way).
 */
export async function sendInvoiceMail(deps: InvoiceMailDeps, invoiceId: string): Promise<void> {
  try {
    const row = await invoiceById(deps.db, invoiceId);
    if (!row) return;
    const invoice = presentInvoice(row);
    const language = await customerLanguage(deps.db, row.userId);
    const pdf = await renderInvoicePdf(invoice, { language });
    await deps.mailer.send(
      invoice.customer.email,
      invoiceMailContent(invoice, deps.config.appUrl, language),
      [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
    );
  } catch (error) {
    deps.log.error({ err: error, invoiceId }, 'invoice mail not sent');
  }
}
