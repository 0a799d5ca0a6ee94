import type { Db } from '#server/db/client';
import { MESSAGE_EVENTS, type ConversationUpdatedEvent } from '@tightlines/domain/messages/contract';
import type { Realtime } from '#server/realtime/realtime';
import {
  activeParticipantIds,
  captainTeamConversation,
  ensureTeamConversation,
  teamConversationBySlug,
} from './repo';

/**
 * Every team has a team chat whose people are the team's members: the teams feature calls this in the
 * transaction that creates the team or changes its members (it makes the chat when missing, lets new members in
 * and marks those gone as left; a member who comes back is in again). Answers the chat's id.
 */
export async function syncTeamChat(db: Db, teamId: string, captainId: string): Promise<string> {
  return ensureTeamConversation(db, teamId, captainId);
}

/** The team chat of the first team a person captains (the demo seed's angler's crew). */
export async function teamConversationOf(db: Db, captainId: string): Promise<string | undefined> {
  return captainTeamConversation(db, captainId);
}

/**
 * After a team's members changed (committed): its chat's people, and whoever just left, hear that the conversation
 * changed, so open lists and conversation pages refetch it.
 */
export async function announceTeamChat(
  deps: { db: Db; realtime: Realtime },
  teamSlug: string,
  also: string[] = [],
): Promise<void> {
  const conversationId = await teamConversationBySlug(deps.db, teamSlug);
  if (!conversationId) return;
  const people = new Set([...(await activeParticipantIds(deps.db, conversationId)), ...also]);
  deps.realtime.toUsers([...people], MESSAGE_EVENTS.conversationUpdated, {
    conversationId,
  } satisfies ConversationUpdatedEvent);
}
