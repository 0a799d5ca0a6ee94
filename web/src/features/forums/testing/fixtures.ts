import type {
  ForumDashboard,
  ForumDetail,
  ForumPost,
  ThreadDetail,
  ThreadSummary,
  TopicPage,
  TopicSummary,
} from '@tightlines/domain/forums/contract';
import type { Person } from '@tightlines/domain/social/people';

export const THREAD_ID = '11111111-1111-4111-8111-111111111111';
export const FORUM_ID = '22222222-2222-4222-8222-222222222222';
export const TOPIC_ID = '33333333-3333-4333-8333-333333333333';

export function buildPerson(overrides: Partial<Person> = {}): Person {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    handle: 'riley',
    firstName: 'Riley',
    lastName: 'Shore',
    displayName: 'Riley Shore',
    avatarUrl: null,
    ...overrides,
  };
}

export function buildTopic(overrides: Partial<TopicSummary> = {}): TopicSummary {
  return {
    id: TOPIC_ID,
    slug: 'fly-tying',
    name: 'Fly tying',
    description: 'Patterns and vises',
    threadCount: 12,
    postCount: 40,
    lastActivityAt: new Date(Date.now() - 3600_000).toISOString(),
    latestThread: null,
    ...overrides,
  };
}

export function buildForum(overrides: Partial<ForumDetail> = {}): ForumDetail {
  return {
    id: FORUM_ID,
    slug: 'techniques',
    name: 'Techniques',
    description: 'How we fish',
    kind: 'discussion',
    icon: 'messages-square',
    topicCount: 1,
    threadCount: 12,
    postCount: 40,
    lastActivityAt: null,
    topics: [buildTopic()],
    ...overrides,
  };
}

export function buildDashboard(overrides: Partial<ForumDashboard> = {}): ForumDashboard {
  return {
    totalForums: 3,
    activeCommunities: 7,
    onlineUsers: 42,
    totalThreads: 12,
    totalPosts: 40,
    hotTopics: [
      {
        id: THREAD_ID,
        title: 'Best spring streamer?',
        topic: { slug: 'fly-tying', name: 'Fly tying' },
        replyCount: 9,
        recentPosts: 9,
        lastPostAt: new Date().toISOString(),
      },
    ],
    forums: [buildForum()],
    ...overrides,
  };
}

export function buildThreadSummary(overrides: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    id: THREAD_ID,
    title: 'Best spring streamer?',
    author: buildPerson(),
    pinned: false,
    locked: false,
    answered: false,
    replyCount: 3,
    lastPostNumber: 4,
    lastPostAt: '2026-11-01T10:00:00.000Z',
    lastPoster: null,
    unreadCount: null,
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildTopicPage(
  threads: ThreadSummary[],
  kind: 'discussion' | 'qa' = 'discussion',
): TopicPage {
  return {
    topic: { ...buildTopic(), forum: { slug: 'techniques', name: 'Techniques', kind } },
    threads,
    nextCursor: null,
  };
}

export function buildThread(overrides: Partial<ThreadDetail> = {}): ThreadDetail {
  return {
    id: THREAD_ID,
    title: 'Best spring streamer?',
    author: buildPerson(),
    topic: { id: TOPIC_ID, slug: 'fly-tying', name: 'Fly tying' },
    forum: { slug: 'techniques', name: 'Techniques', kind: 'discussion' },
    pinned: false,
    locked: false,
    acceptedPostId: null,
    replyCount: 2,
    lastPostNumber: 3,
    lastPostAt: new Date().toISOString(),
    viewCount: 10,
    subscribed: false,
    lastReadPostNumber: null,
    canReply: true,
    canModerate: false,
    canAccept: false,
    createdAt: new Date().toISOString(),
    moderation: null,
    ...overrides,
  };
}

export function buildPost(postNumber: number, overrides: Partial<ForumPost> = {}): ForumPost {
  return {
    id: `55555555-5555-4555-8555-${String(postNumber).padStart(12, '0')}`,
    threadId: THREAD_ID,
    postNumber,
    author: buildPerson(),
    body: `Body of post ${postNumber}`,
    html: `<p>Body of post <strong>${postNumber}</strong></p>`,
    quoteOf: null,
    likesCount: 0,
    likedByMe: false,
    accepted: false,
    deleted: false,
    editedAt: null,
    revisionCount: 0,
    canEdit: false,
    canDelete: false,
    createdAt: new Date().toISOString(),
    moderation: null,
    ...overrides,
  };
}
