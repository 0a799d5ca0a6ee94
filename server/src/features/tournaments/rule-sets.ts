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
import { recordAudit } from '#server/features/moderation/audit-repo';

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

/** A rule set as the audit log keeps it (the presented rule set: what an admin saw). */
const auditState = (rule: RuleSet) => ({ ...rule }) as Record<string, unknown>;

/** Creates a rule set; the admin's change and its audit entry ('rule_set.created') commit together. */
export async function createRuleSet(db: Db, userId: string, raw: RuleSetInput): Promise<RuleSet> {
  const input = RuleSetInputSchema.parse(raw);
  return db.transaction(async (tx) => {
    const created = presentRuleSet(await insertRuleSet(tx, { ...input, createdBy: userId }));
    await recordAudit(tx, {
      actorId: userId,
      action: 'rule_set.created',
      targetType: 'rule_set',
      targetId: created.id,
      after: auditState(created),
    });
    return created;
  });
}

export async function updateRuleSet(
  db: Db,
  actorId: string,
  id: string,
  raw: RuleSetInput,
): Promise<RuleSet> {
  const input = RuleSetInputSchema.parse(raw);
  return db.transaction(async (tx) => {
    const before = await ruleSetById(tx, id);
    const row = before && (await updateRuleSetRow(tx, id, input));
    if (!before || !row) throw notFound();
    const updated = presentRuleSet(row);
    await recordAudit(tx, {
      actorId,
      action: 'rule_set.updated',
      targetType: 'rule_set',
      targetId: id,
      before: auditState(presentRuleSet(before)),
      after: auditState(updated),
    });
    return updated;
  });
}

/** Events made from it keep their copy of the rules (rule_set_id becomes null). */
export async function deleteRuleSet(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await ruleSetById(tx, id);
    if (!before || !(await deleteRuleSetRow(tx, id))) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: 'rule_set.deleted',
      targetType: 'rule_set',
      targetId: id,
      before: auditState(presentRuleSet(before)),
    });
  });
}
