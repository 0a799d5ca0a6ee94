import { eq } from 'drizzle-orm';
import { PaymentSettingsSchema, type PaymentSettings } from '@tightlines/domain/payments/contract';
import type { Db } from '#server/db/client';
import { appSettings } from '#server/db/schema';

const KEY = 'payments';

/** The admin's payment settings (platform fee, hold minutes, payout schedule), defaults until first saved. */
export async function readPaymentSettings(db: Db): Promise<PaymentSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY));
  if (!row) return PaymentSettingsSchema.parse({});
  try {
    const parsed = PaymentSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : PaymentSettingsSchema.parse({});
  } catch {
    return PaymentSettingsSchema.parse({});
  }
}

export async function writePaymentSettings(db: Db, settings: PaymentSettings): Promise<PaymentSettings> {
  const value = PaymentSettingsSchema.parse(settings);
  const text = JSON.stringify(value);
  await db
    .insert(appSettings)
    .values({ key: KEY, value: text })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: text, updatedAt: new Date() } });
  return value;
}
