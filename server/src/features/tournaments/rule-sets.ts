import {
  RuleSetInputSchema,
  type RuleSet,
  type RuleSetInput,
  type RuleSetList,
} from '@tightlines/domain/tournaments/events-contract';
import { AppError } from '#server/lib/errors';
import { deleteRuleSetRow, insertRuleSet, ruleSetById, ruleSetRows, updateRuleSetRow } from './director-repo';
import { presentRuleSet } from './presenter';
import type { Db } from '#server/db/client';

const notFound = () => AppError.of(404, 'ruleSetNotFound');

/** The rules library (admin): every rule set, templates first. */
export async function listRuleSets(db: Db, templatesOnly = false): Promise<RuleSetList> {
  const rows = await ruleSetRows(db, templatesOnly);
  return { items: rows.map(presentRuleSet) };
}

export async function getRuleSet(db: Db, id: string): Promise<RuleSet> {
  const row = await ruleSetById(db, id);
  if (!row) throw notFound();
  return presentRuleSet(row);
}

export async function createRuleSet(db: Db, userId: string, raw: RuleSetInput): Promise<RuleSet> {
  const input = RuleSetInputSchema.parse(raw);
  const row = await insertRuleSet(db, { ...input, createdBy: userId });
  return presentRuleSet(row);
}

export async function updateRuleSet(db: Db, id: string, raw: RuleSetInput): Promise<RuleSet> {
  const input = RuleSetInputSchema.parse(raw);
  const row = await updateRuleSetRow(db, id, input);
  if (!row) throw notFound();
  return presentRuleSet(row);
}

/** Events made from it keep their copy of the rules (rule_set_id becomes null). */
export async function deleteRuleSet(db: Db, id: string): Promise<void> {
  if (!(await deleteRuleSetRow(db, id))) throw notFound();
}
