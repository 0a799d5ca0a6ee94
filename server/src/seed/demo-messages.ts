import type { FastifyInstance } from 'fastify';
import { readConversation, sendMessage, startDirect, startGroup } from '#server/features/messages/service';
import { teamConversationOf } from '#server/features/messages/team-chat';
import type { DemoWho } from './demo-social';

type Ids = Record<DemoWho, string>;

/** What each demo person says, in order, in a conversation. */
type Script = [DemoWho, string][];

const CHARTER: Script = [
  ['captain', 'Saturday’s trip is still on: light wind out of the south, mahi on the weed lines.'],
  ['angler', 'Count me in. I’ll bring the topwater box and the 7-weight.'],
  ['captain', 'Launch at 5:30 from the Port Clinton ramp. Coffee’s on me.'],
];

const TEAM: Script = [
  ['moderator', 'Pre-fishing Thursday? I marked two rock ledges on the west side of the bay.'],
  ['angler', 'Yes. Let’s run the ledges first, then the weed edge if the wind lays down.'],
];

const GROUP: Script = [
  ['director', 'Carpool to the Erie stop? I have room for two and a rod locker.'],
  ['captain', 'I’m driving my truck with the boat, but I can take the cooler.'],
  ['angler', 'I’ll ride with you, thanks! Leaving Friday evening?'],
];

async function say(app: FastifyInstance, ids: Ids, conversationId: string, script: Script): Promise<void> {
  for (const [who, content] of script)
    await sendMessage(app, ids[who], conversationId, { fields: { content }, image: undefined });
}

/**
 * Conversations for the demo's /messages, through the messaging services: a direct conversation between the
 * demo angler and the charter captain (its last message unread), the angler's team chat, and a small group.
 */
export async function seedDemoMessages(app: FastifyInstance, ids: Ids): Promise<void> {
  const charter = await startDirect(app, ids.captain, ids.angler);
  await say(app, ids, charter.conversation.id, CHARTER);

  const teamChat = await teamConversationOf(app.db, ids.angler);
  if (teamChat) {
    await say(app, ids, teamChat, TEAM);
    await readConversation(app, ids.moderator, teamChat);
  }

  const group = await startGroup(app, ids.director, {
    userIds: [ids.angler, ids.captain],
    title: 'Erie carpool',
  });
  await say(app, ids, group.id, GROUP);
  await readConversation(app, ids.director, group.id);
}
