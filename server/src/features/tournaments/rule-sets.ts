import { asc, desc, eq } from 'drizzle-orm';
import {
  RuleSetInputSchema,
  type RuleSet,
  type RuleSetInput,
  type RuleSetList,
} from '@tightlines/domain/tournaments/events-contract';
import { ruleSets } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { presentRuleSet } from './presenter';
import type { Db } from '#server/db/client';

const notFound = () => AppError.of(404, 'ruleSetNotFound');

/** The rules library (admin): every rule set, templates first. */
export async function listRuleSets(db: Db, templatesOnly = false): Promise<RuleSetList> {
  const rows = await db
    .select()
    .from(ruleSets)
    .where(templatesOnly ? eq(ruleSets.isTemplate, true) : undefined)
    .orderBy(desc(ruleSets.isTemplate), asc(ruleSets.title));
  return { items: rows.map(presentRuleSet) };
}

export async function getRuleSet(db: Db, id: string): Promise<RuleSet> {
  const [row] = await db.select().from(ruleSets).where(eq(ruleSets.id, id));
  if (!row) throw notFound();
  return presentRuleSet(row);
}

export async function createRuleSet(db: Db, userId: string, raw: RuleSetInput): Promise<RuleSet> {
  const input = RuleSetInputSchema.parse(raw);
  const [row] = await db
    .insert(ruleSets)
    .values({ ...input, createdBy: userId })
    .returning();
  return presentRuleSet(row!);
}

export async function updateRuleSet(db: Db, id: string, raw: RuleSetInput): Promise<RuleSet> {
  const input = RuleSetInputSchema.parse(raw);
  const [row] = await db
    .update(ruleSets)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(ruleSets.id, id))
    .returning();
  if (!row) throw notFound();
  return presentRuleSet(row);
}

/** Events made from it keep their copy of the rules (rule_set_id becomes null). */
export async function deleteRuleSet(db: Db, id: string): Promise<void> {
  const removed = await db.delete(ruleSets).where(eq(ruleSets.id, id)).returning({ id: ruleSets.id });
  if (!removed.length) throw notFound();
}
