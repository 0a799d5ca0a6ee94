import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  RuleSetInputSchema,
  type RuleSet,
  type RuleSetInput,
  type RuleSetList,
} from '@tightlines/domain/tournaments/events-contract';
import { ruleSets } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { presentRuleSet } from './presenter';

const notFound = () => AppError.of(404, 'ruleSetNotFound');

/** The rules library (admin): every rule set, templates first. */
export async function listRuleSets(app: FastifyInstance, templatesOnly = false): Promise<RuleSetList> {
  const rows = await app.db
    .select()
    .from(ruleSets)
    .where(templatesOnly ? eq(ruleSets.isTemplate, true) : undefined)
    .orderBy(desc(ruleSets.isTemplate), asc(ruleSets.title));
  return { items: rows.map(presentRuleSet) };
}

export async function getRuleSet(app: FastifyInstance, id: string): Promise<RuleSet> {
  const [row] = await app.db.select().from(ruleSets).where(eq(ruleSets.id, id));
  if (!row) throw notFound();
  return presentRuleSet(row);
}

export async function createRuleSet(
  app: FastifyInstance,
  userId: string,
  raw: RuleSetInput,
): Promise<RuleSet> {
  const input = RuleSetInputSchema.parse(raw);
  const [row] = await app.db
    .insert(ruleSets)
    .values({ ...input, createdBy: userId })
    .returning();
  return presentRuleSet(row!);
}

export async function updateRuleSet(app: FastifyInstance, id: string, raw: RuleSetInput): Promise<RuleSet> {
  const input = RuleSetInputSchema.parse(raw);
  const [row] = await app.db
    .update(ruleSets)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(ruleSets.id, id))
    .returning();
  if (!row) throw notFound();
  return presentRuleSet(row);
}

/** Events made from it keep their copy of the rules (rule_set_id becomes null). */
export async function deleteRuleSet(app: FastifyInstance, id: string): Promise<void> {
  const removed = await app.db.delete(ruleSets).where(eq(ruleSets.id, id)).returning({ id: ruleSets.id });
  if (!removed.length) throw notFound();
}
