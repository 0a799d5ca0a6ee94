import {
  MESSAGE_PREVIEW_CHARS,
  type ConversationSummary,
  type Message,
} from '@tightlines/domain/messages/contract';
import type { Person } from '@tightlines/domain/social/people';
import { presentPersonRow } from '#server/features/people/presenter';
import { presentImage, type UploadUrls } from '#server/storage/signed-urls';
import { iso, type ListRow, type MessageRow, type PersonCols } from './repo';

export function personOf(row: PersonCols): Person {
  return presentPersonRow(row);
}

/** A message as a participant sees it: a deleted one has neither text nor image; images under private signed URLs. */
export function presentMessage(row: MessageRow, urls: UploadUrls): Message {
  const sender = row.sender_id
    ? personOf({
        id: row.sender_id,
        handle: row.handle,
        first_name: row.first_name,
        last_name: row.last_name,
        display_name: row.display_name,
        avatar_url: row.avatar_url,
      })
    : null;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender,
    content: row.is_deleted ? '' : row.content,
    image: row.is_deleted || !row.image ? null : presentImage(urls, 'private', null, row.image).media,
    isDeleted: row.is_deleted,
    createdAt: iso(row.created_at)!,
    clientId: row.client_id,
    ...(row.moderation === 'held' || row.moderation === 'hidden' ? { moderation: row.moderation } : {}),
  };
}

function preview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_PREVIEW_CHARS ? `${flat.slice(0, MESSAGE_PREVIEW_CHARS - 1)}…` : flat;
}

export function presentSummary(row: ListRow, others: Person[]): ConversationSummary {
  const team =
    row.type === 'team' && row.team_slug && row.team_name
      ? { slug: row.team_slug, name: row.team_name, logoUrl: row.team_logo_url }
      : null;
  return {
    id: row.id,
    type: row.type as ConversationSummary['type'],
    title: row.type === 'team' ? (row.team_name ?? row.title) : row.type === 'group' ? row.title : null,
    team,
    participants: others,
    participantCount: Number(row.participant_count),
    lastMessage: row.lm_id
      ? {
          id: row.lm_id,
          senderId: row.lm_sender_id,
          preview: row.lm_is_deleted ? '' : preview(row.lm_content ?? ''),
          hasImage: !row.lm_is_deleted && Boolean(row.lm_has_image),
          isDeleted: Boolean(row.lm_is_deleted),
          createdAt: iso(row.lm_created_at)!,
        }
      : null,
    lastMessageAt: iso(row.last_message_at),
    unreadCount: Number(row.unread_count),
    box: row.is_request ? 'requests' : 'inbox',
  };
}
