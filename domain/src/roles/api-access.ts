import type { Role } from './roles';
import { rolesFor, type AccessDecision } from './route-access';

/** Who may call an API route: anyone, any signed-in person, or a holder of one of the roles. */
export type ApiAccess = 'public' | 'signed-in' | readonly Role[];

// The role areas come from the page matrix, so a page and the API behind it are guarded by one rule.
const admin = rolesFor('/admin');
const director = rolesFor('/tournament-director');
const moderator = rolesFor('/moderator');
// Charter captains and the booking hub's businesses (issue 18): the roles that may list and answer bookings.
const captain = rolesFor('/captain/bookings');
// Issue 19: personal analytics follow the analytics page's rule; the gallery is a /profile page.
const analytics = rolesFor('/analytics');
const profile = rolesFor('/profile');

/**
 * Every API route, as the server registers it ("METHOD /api/path/:param"), and who may call it. Role checks
 * beyond this (the author of a post, the director of this event) are the service's; a route answers 401 to a
 * visitor and 403 to a role outside its list before anything else. The server's authorization matrix test
 * fails on a route missing here and on an entry without a route. HEAD answers as its GET.
 */
export const API_ACCESS = {
  // better-auth: sign-in, challenges and its own endpoints (which check their own sessions).
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-in/email-otp': 'public',
  'POST /api/auth/two-factor/verify-totp': 'public',
  'POST /api/auth/two-factor/verify-otp': 'public',
  'POST /api/auth/two-factor/verify-backup-code': 'public',
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',

  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/me': 'public',
  'GET /api/home': 'signed-in',
  'POST /api/account/signup': 'public',
  'GET /api/account/providers': 'public',
  'POST /api/contact': 'public',
  'GET /api/demo/accounts': 'public',

  'GET /api/mfa': 'signed-in',
  'PUT /api/mfa/email': 'signed-in',
  'PUT /api/mfa/preferred': 'signed-in',

  'GET /api/admin/users': admin,
  'GET /api/admin/users/:userId': admin,
  'PUT /api/admin/users/:userId/roles/:role': admin,
  'DELETE /api/admin/users/:userId/roles/:role': admin,
  'GET /api/admin/contact-messages': admin,
  'GET /api/admin/stats': admin,
  'GET /api/admin/rule-sets': admin,
  'POST /api/admin/rule-sets': admin,
  'GET /api/admin/rule-sets/:ruleSetId': admin,
  'PATCH /api/admin/rule-sets/:ruleSetId': admin,
  'DELETE /api/admin/rule-sets/:ruleSetId': admin,

  // Moderation and safety
  'POST /api/reports': 'signed-in',
  'GET /api/moderation/standing': 'signed-in',
  'POST /api/moderation/actions/:actionId/appeal': 'signed-in',
  'GET /api/moderation/queue': moderator,
  'GET /api/moderation/items/:itemId': moderator,
  'POST /api/moderation/items/:itemId/claim': moderator,
  'DELETE /api/moderation/items/:itemId/claim': moderator,
  'POST /api/moderation/items/:itemId/actions': moderator,
  'GET /api/blocks': 'signed-in',
  'PUT /api/blocks/:userId': 'signed-in',
  'DELETE /api/blocks/:userId': 'signed-in',
  'GET /api/mutes': 'signed-in',
  'PUT /api/mutes/:userId': 'signed-in',
  'DELETE /api/mutes/:userId': 'signed-in',
  'GET /api/relations/:userId': 'signed-in',
  'GET /api/admin/moderation/health': admin,
  'GET /api/admin/moderation/settings': admin,
  'PUT /api/admin/moderation/settings': admin,
  'GET /api/admin/audit': admin,
  'GET /api/admin/users/:userId/moderation': admin,
  'POST /api/admin/users/:userId/notes': admin,

  'POST /api/posts': 'signed-in',
  'GET /api/posts/trending': 'public',
  'GET /api/posts/:postId': 'public',
  'PATCH /api/posts/:postId': 'signed-in',
  'DELETE /api/posts/:postId': 'signed-in',
  'PUT /api/posts/:postId/like': 'signed-in',
  'DELETE /api/posts/:postId/like': 'signed-in',
  'GET /api/posts/:postId/comments': 'public',
  'POST /api/posts/:postId/comments': 'signed-in',
  'POST /api/posts/:postId/shares': 'signed-in',
  'POST /api/posts/:postId/views': 'signed-in',
  // Saved posts, collections and scheduled posts (issue 19): each person's own
  'PUT /api/posts/:postId/save': 'signed-in',
  'DELETE /api/posts/:postId/save': 'signed-in',
  'GET /api/saved': 'signed-in',
  'GET /api/collections': 'signed-in',
  'POST /api/collections': 'signed-in',
  'PATCH /api/collections/:collectionId': 'signed-in',
  'DELETE /api/collections/:collectionId': 'signed-in',
  'GET /api/scheduled-posts': 'signed-in',
  'POST /api/scheduled-posts': 'signed-in',
  'DELETE /api/scheduled-posts/:scheduledPostId': 'signed-in',
  'POST /api/scheduled-posts/:scheduledPostId/publish': 'signed-in',
  'DELETE /api/comments/:commentId': 'signed-in',
  'GET /api/feed': 'signed-in',
  'GET /api/mentions': 'signed-in',

  'GET /api/hashtags/trending': 'public',
  'GET /api/hashtags/:tag': 'public',
  'GET /api/hashtags/:tag/posts': 'public',
  'PUT /api/hashtags/:tag/follow': 'signed-in',
  'DELETE /api/hashtags/:tag/follow': 'signed-in',

  'GET /api/notifications': 'signed-in',
  // Messages: anyone signed in writes to people (charter captains included); a conversation's existence is
  // private to its participants, so the service answers 404 to everyone else, staff included.
  'GET /api/conversations': 'signed-in',
  'GET /api/conversations/unread': 'signed-in',
  'POST /api/conversations/direct': 'signed-in',
  'POST /api/conversations/group': 'signed-in',
  'GET /api/conversations/team/:teamSlug': 'signed-in',
  'GET /api/conversations/:conversationId': 'signed-in',
  'GET /api/conversations/:conversationId/messages': 'signed-in',
  'POST /api/conversations/:conversationId/messages': 'signed-in',
  'DELETE /api/conversations/:conversationId/messages/:messageId': 'signed-in',
  'POST /api/conversations/:conversationId/read': 'signed-in',
  'POST /api/conversations/:conversationId/typing': 'signed-in',
  'POST /api/conversations/:conversationId/leave': 'signed-in',
  'POST /api/conversations/:conversationId/accept': 'signed-in',
  'GET /api/message-settings': 'signed-in',
  'PUT /api/message-settings': 'signed-in',
  'PATCH /api/notifications/:notificationId/read': 'signed-in',
  'POST /api/notifications/read-all': 'signed-in',
  'DELETE /api/notifications/:notificationId': 'signed-in',
  'GET /api/notification-preferences': 'signed-in',
  'PUT /api/notification-preferences': 'signed-in',
  'PUT /api/notification-preferences/language': 'signed-in',
  'GET /api/activities': 'signed-in',

  // Web Push devices (ADR 023): a device's id is its secret, so its routes are public; binding a person needs them.
  'GET /api/push/instance': 'public',
  'GET /api/push/device_api/v1/instances/:instanceId/web-vapid-public-key': 'public',
  'POST /api/push/device_api/v1/instances/:instanceId/devices/web': 'public',
  'DELETE /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId': 'public',
  'GET /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/interests': 'public',
  'PUT /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/interests': 'public',
  'POST /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/interests/:interest': 'public',
  'DELETE /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/interests/:interest': 'public',
  'PUT /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/user': 'signed-in',
  'PUT /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/metadata': 'public',

  'GET /api/users/:userId/posts': 'public',
  'GET /api/users/:userId/followers': 'public',
  'GET /api/users/:userId/following': 'public',
  'PUT /api/users/:userId/follow': 'signed-in',
  'DELETE /api/users/:userId/follow': 'signed-in',
  'GET /api/people/search': 'public',
  'GET /api/people/suggestions': 'signed-in',

  'GET /api/profiles/by-handle/:handle': 'public',
  'GET /api/profiles/:userId': 'public',
  // The signed-in person's own profile: any role may keep its name and picture (the /profile pages are a
  // page rule of their own).
  'GET /api/profile': 'signed-in',
  'PATCH /api/profile': 'signed-in',
  'POST /api/profile/avatar': 'signed-in',
  'POST /api/profile/header': 'signed-in',

  'GET /api/teams/mine': 'signed-in',
  'POST /api/teams': 'signed-in',
  'GET /api/teams/:teamSlug': 'public',
  'PATCH /api/teams/:teamSlug': 'signed-in',
  'GET /api/teams/:teamSlug/settings': 'signed-in',
  'POST /api/teams/:teamSlug/logo': 'signed-in',
  'DELETE /api/teams/:teamSlug/logo': 'signed-in',
  'POST /api/teams/:teamSlug/invite-code': 'signed-in',
  'DELETE /api/teams/:teamSlug/members/:userId': 'signed-in',
  'PUT /api/teams/:teamSlug/follow': 'signed-in',
  'DELETE /api/teams/:teamSlug/follow': 'signed-in',
  'GET /api/teams/:teamSlug/followers': 'public',
  'GET /api/teams/:teamSlug/tournaments': 'public',
  'GET /api/teams/:teamSlug/analytics': 'public',
  'GET /api/join-team/:inviteCode': 'signed-in',
  'POST /api/join-team/:inviteCode': 'signed-in',

  'GET /api/boats': 'signed-in',
  'POST /api/boats': 'signed-in',
  'GET /api/boats/:boatId': 'public',
  'PATCH /api/boats/:boatId': 'signed-in',

  'GET /api/registrations/options': 'signed-in',
  'GET /api/registrations': 'signed-in',
  'POST /api/registrations': 'signed-in',
  'POST /api/registrations/drafts': 'signed-in',
  'PUT /api/registrations/drafts/:registrationId': 'signed-in',
  'GET /api/registrations/resume/:token': 'signed-in',
  'GET /api/registrations/:registrationId': 'signed-in',
  'GET /api/registrations/:registrationId/qr': 'signed-in',
  'POST /api/registrations/:registrationId/cancel': 'signed-in',
  'GET /api/registrations/series/:seriesId': 'signed-in',
  'POST /api/series/:seriesId/registrations': 'signed-in',

  'GET /api/tournaments': 'public',
  'GET /api/tournaments/upcoming': 'public',
  'GET /api/events/:eventId': 'public',
  'GET /api/events/:eventId/rules': 'public',
  'PUT /api/events/:eventId/rsvp': 'signed-in',
  'DELETE /api/events/:eventId/rsvp': 'signed-in',
  'GET /api/events/:eventId/attendees': 'public',
  'GET /api/events/:eventId/comments': 'public',
  'POST /api/events/:eventId/comments': 'signed-in',
  'GET /api/events/:eventId/photos': 'public',
  'POST /api/events/:eventId/photos': 'signed-in',
  'GET /api/series/:seriesId': 'public',

  'POST /api/events/:eventId/catches': 'signed-in',
  'GET /api/events/:eventId/catches/mine': 'signed-in',
  'GET /api/events/:eventId/code-of-the-day': 'signed-in',
  'GET /api/me/tournaments': 'signed-in',

  'GET /api/leaderboards': 'public',
  'GET /api/leaderboards/active-count': 'public',
  'GET /api/leaderboards/recent-catches': 'public',
  'GET /api/leaderboards/social': 'public',
  'GET /api/leaderboards/:eventId': 'public',
  'GET /api/series/:seriesId/leaderboard': 'public',

  'GET /api/tournament-director/events': director,
  'POST /api/tournament-director/events': director,
  'GET /api/tournament-director/events/:eventId': director,
  'PATCH /api/tournament-director/events/:eventId': director,
  'POST /api/tournament-director/events/:eventId/publish': director,
  'POST /api/tournament-director/events/:eventId/cancel': director,
  'POST /api/tournament-director/events/:eventId/images/:kind': director,
  'GET /api/tournament-director/series': director,
  'POST /api/tournament-director/series': director,
  'PATCH /api/tournament-director/series/:seriesId': director,
  'DELETE /api/tournament-director/series/:seriesId': director,
  'POST /api/tournament-director/tournaments': director,
  'GET /api/tournament-director/rule-sets': director,
  'GET /api/tournament-director/events/:eventId/registrations': director,
  'POST /api/tournament-director/events/:eventId/registrations/:registrationId/check-in': director,
  'POST /api/tournament-director/events/:eventId/registrations/:registrationId/check-out': director,
  'POST /api/tournament-director/events/:eventId/registrations/:registrationId/mark-paid': director,
  'GET /api/tournament-director/events/:eventId/registrations/:registrationId/qr': director,
  'POST /api/tournament-director/events/:eventId/check-in': director,
  'GET /api/tournament-director/events/:eventId/judging': director,
  'GET /api/tournament-director/events/:eventId/catches': director,
  'GET /api/tournament-director/events/:eventId/catches/:catchId': director,
  'POST /api/tournament-director/events/:eventId/catches/:catchId/approve': director,
  'POST /api/tournament-director/events/:eventId/catches/:catchId/reject': director,
  'POST /api/tournament-director/events/:eventId/catches/:catchId/request-resubmission': director,
  'POST /api/tournament-director/events/:eventId/penalties': director,
  'DELETE /api/tournament-director/events/:eventId/penalties/:penaltyId': director,
  'GET /api/tournament-director/events/:eventId/audit': director,
  'POST /api/tournament-director/events/:eventId/publish-results': director,
  // Payments (issue 17): payers
  'GET /api/payments/config': 'public',
  'POST /api/payments/quote': 'signed-in',
  'POST /api/payments/checkout': 'signed-in',
  'GET /api/payments/mine': 'signed-in',
  'GET /api/payments/:paymentId': 'signed-in',
  'POST /api/payments/:paymentId/cancel': 'signed-in',
  'POST /api/payments/webhooks/stripe': 'public',
  'POST /api/payments/disputes/:disputeId/evidence': 'signed-in',
  'GET /api/invoices/mine': 'signed-in',
  'GET /api/invoices/:invoiceId/pdf': 'signed-in',
  // Payments (issue 17): directors (their events; admins any)
  'POST /api/tournament-director/events/:eventId/registrations/:registrationId/refund': director,
  'POST /api/tournament-director/events/:eventId/registrations/:registrationId/payment': director,
  'GET /api/discount-codes': director,
  'POST /api/discount-codes': director,
  'PATCH /api/discount-codes/:codeId': director,
  'DELETE /api/discount-codes/:codeId': director,
  // Payments (issue 17): plans, subscriptions, payees
  'GET /api/plans': 'public',
  'GET /api/subscriptions/mine': 'signed-in',
  'POST /api/subscriptions': 'signed-in',
  'POST /api/subscriptions/:subscriptionId/change': 'signed-in',
  'POST /api/subscriptions/:subscriptionId/cancel': 'signed-in',
  'GET /api/earnings': 'signed-in',
  'POST /api/earnings/connect': 'signed-in',
  // Payments (issue 17): the admin financial hub
  'GET /api/admin/payments': admin,
  'POST /api/admin/payments/:paymentId/refund': admin,
  'GET /api/admin/refunds': admin,
  'GET /api/admin/disputes': admin,
  'GET /api/admin/tax-rates': admin,
  'POST /api/admin/tax-rates': admin,
  'PATCH /api/admin/tax-rates/:taxRateId': admin,
  'DELETE /api/admin/tax-rates/:taxRateId': admin,
  'GET /api/admin/invoices': admin,
  'POST /api/admin/invoices': admin,
  'POST /api/admin/invoices/:invoiceId/mark-paid': admin,
  'POST /api/admin/invoices/:invoiceId/void': admin,
  'GET /api/admin/plans': admin,
  'POST /api/admin/plans': admin,
  'PATCH /api/admin/plans/:planId': admin,
  'GET /api/admin/subscriptions': admin,
  'GET /api/admin/payouts': admin,
  'POST /api/admin/payouts/run': admin,
  'GET /api/admin/financial': admin,
  'GET /api/admin/financial.csv': admin,
  'GET /api/admin/payment-settings': admin,
  'PUT /api/admin/payment-settings': admin,
  // Charters and the booking hub (issue 18): listings, owned by their captain or business (the service checks).
  'GET /api/charters/settings': 'public',
  'GET /api/charters/mine': captain,
  'POST /api/charters/listings': captain,
  'GET /api/charters/listings/:listingId/edit': captain,
  'PATCH /api/charters/listings/:listingId': captain,
  'DELETE /api/charters/listings/:listingId': captain,
  'POST /api/charters/listings/:listingId/submit': captain,
  'POST /api/charters/listings/:listingId/pause': captain,
  'POST /api/charters/listings/:listingId/resume': captain,
  'POST /api/charters/listings/:listingId/photos': captain,
  'PUT /api/charters/listings/:listingId/photos/order': captain,
  'DELETE /api/charters/listings/:listingId/photos/:photoId': captain,
  'POST /api/charters/listings/:listingId/packages': captain,
  'PATCH /api/charters/packages/:packageId': captain,
  'DELETE /api/charters/packages/:packageId': captain,
  'GET /api/charters/listings/:listingId/calendar': captain,
  'POST /api/charters/listings/:listingId/slots': captain,
  'DELETE /api/charters/slots/:slotId': captain,
  'POST /api/charters/listings/:listingId/blocked': captain,
  'DELETE /api/charters/blocked/:periodId': captain,
  'GET /api/admin/charters': admin,
  'POST /api/admin/charters/:listingId/approve': admin,
  'POST /api/admin/charters/:listingId/reject': admin,
  'POST /api/admin/charters/:listingId/suspend': admin,
  'GET /api/admin/charter-settings': admin,
  'PUT /api/admin/charter-settings': admin,
  // Charters (issue 18): finding one
  'GET /api/charters': 'public',
  'GET /api/charters/:listingId': 'public',
  'GET /api/charters/:listingId/availability': 'public',
  'GET /api/charters/:listingId/quote': 'public',
  'GET /api/users/:userId/charters': 'public',
  // Charters (issue 18): requests, conversations and bookings (angler or owner: the service checks)
  'POST /api/charters/listings/:listingId/requests': 'signed-in',
  'POST /api/charters/listings/:listingId/contact': 'signed-in',
  'GET /api/charters/requests/mine': 'signed-in',
  'GET /api/charters/requests/incoming': captain,
  'POST /api/charters/requests/:requestId/answer': captain,
  'POST /api/charters/requests/:requestId/withdraw': 'signed-in',
  'POST /api/charters/bookings': 'signed-in',
  'GET /api/charters/bookings/mine': 'signed-in',
  'GET /api/charters/bookings/incoming': captain,
  'GET /api/charters/bookings/:bookingId': 'signed-in',
  'POST /api/charters/bookings/:bookingId/checkout': 'signed-in',
  'POST /api/charters/bookings/:bookingId/cancel': 'signed-in',
  'POST /api/charters/bookings/:bookingId/remedy': 'signed-in',
  'POST /api/charters/bookings/:bookingId/decline': captain,
  'POST /api/charters/bookings/:bookingId/complete': captain,
  'POST /api/charters/bookings/:bookingId/balance-at-dock': captain,
  // Charters (issue 18): reviews and the captain's office
  'POST /api/charters/bookings/:bookingId/review': 'signed-in',
  'GET /api/charters/:listingId/reviews': 'public',
  'PUT /api/charters/reviews/:reviewId/reply': captain,
  'GET /api/captain/dashboard': 'signed-in',
  // Fishing reports and location tags (issue 19): public reading; writing signed in (the author: the service checks)
  'GET /api/fishing-reports': 'public',
  'POST /api/fishing-reports': 'signed-in',
  'GET /api/fishing-reports/:reportId': 'public',
  'PATCH /api/fishing-reports/:reportId': 'signed-in',
  'DELETE /api/fishing-reports/:reportId': 'signed-in',
  'GET /api/locations/trending': 'public',
  'GET /api/locations/map': 'public',
  'PUT /api/posts/:postId/location': 'signed-in',
  'DELETE /api/posts/:postId/location': 'signed-in',
  'GET /api/captain/earnings': 'signed-in',
  'GET /api/captain/reviews': 'signed-in',
  // Achievements, XP, stats and social leaderboards (issue 19)
  'GET /api/stats/:userId': 'signed-in',
  'GET /api/achievements': 'signed-in',
  'GET /api/people/:userId/achievements': 'public',
  'GET /api/leaderboards/points': 'public',
  'GET /api/leaderboards/following': 'signed-in',
  'GET /api/people/top-fans': 'public',
  'GET /api/people/top-anglers': 'public',
  // Groups (issue 16): group roles (owner, admin, moderator) are the service's checks.
  'GET /api/groups': 'public',
  'POST /api/groups': 'signed-in',
  'GET /api/groups/mine': 'signed-in',
  'GET /api/groups/suggestions': 'signed-in',
  'GET /api/groups/invites/:code': 'public',
  'GET /api/groups/:groupId': 'public',
  'PATCH /api/groups/:groupId': 'signed-in',
  'DELETE /api/groups/:groupId': 'signed-in',
  'POST /api/groups/:groupId/cover': 'signed-in',
  'POST /api/groups/:groupId/join': 'signed-in',
  'DELETE /api/groups/:groupId/membership': 'signed-in',
  'PUT /api/groups/:groupId/notify': 'signed-in',
  'GET /api/groups/:groupId/members': 'public',
  'POST /api/groups/:groupId/members/:userId/approve': 'signed-in',
  'POST /api/groups/:groupId/members/:userId/decline': 'signed-in',
  'PUT /api/groups/:groupId/members/:userId/role': 'signed-in',
  'DELETE /api/groups/:groupId/members/:userId': 'signed-in',
  'POST /api/groups/:groupId/members/:userId/ban': 'signed-in',
  'DELETE /api/groups/:groupId/members/:userId/ban': 'signed-in',
  'GET /api/groups/:groupId/invite-link': 'signed-in',
  'POST /api/groups/:groupId/invite-link': 'signed-in',
  'GET /api/groups/:groupId/posts': 'public',
  'GET /api/groups/:groupId/photos': 'public',
  // Community events and calendar (events-server)
  'GET /api/calendar': 'public',
  'GET /api/calendar/mine': 'signed-in',
  'GET /api/calendar/feed-url': 'signed-in',
  'POST /api/calendar/feed-url': 'signed-in',
  'GET /api/calendar/feed/:token': 'public',
  'GET /api/groups/:groupId/events': 'public',
  'POST /api/community-events': 'signed-in',
  'GET /api/community-events/:eventId': 'public',
  'PATCH /api/community-events/:eventId': 'signed-in',
  'POST /api/community-events/:eventId/cancel': 'signed-in',
  'GET /api/events/:eventId/ics': 'public',
  // Forums (issue 16)
  'GET /api/forums': 'public',
  'GET /api/forums/:forumSlug': 'public',
  'GET /api/topics/:topicSlug': 'public',
  'POST /api/topics/:topicSlug/threads': 'signed-in',
  'GET /api/threads/:threadId': 'public',
  'GET /api/threads/:threadId/posts': 'public',
  'POST /api/threads/:threadId/posts': 'signed-in',
  'PATCH /api/forum-posts/:postId': 'signed-in',
  'DELETE /api/forum-posts/:postId': 'signed-in',
  'GET /api/forum-posts/:postId/revisions': 'public',
  'PUT /api/forum-posts/:postId/like': 'signed-in',
  'DELETE /api/forum-posts/:postId/like': 'signed-in',
  'POST /api/forum-images': 'signed-in',
  'PUT /api/threads/:threadId/read': 'signed-in',
  'PUT /api/threads/:threadId/subscription': 'signed-in',
  'DELETE /api/threads/:threadId/subscription': 'signed-in',
  'PUT /api/threads/:threadId/accepted': 'signed-in',
  'DELETE /api/threads/:threadId/accepted': 'signed-in',
  'POST /api/threads/:threadId/lock': moderator,
  'POST /api/threads/:threadId/unlock': moderator,
  'POST /api/threads/:threadId/pin': moderator,
  'POST /api/threads/:threadId/unpin': moderator,
  'POST /api/threads/:threadId/move': moderator,
  'POST /api/threads/:threadId/split': moderator,
  'DELETE /api/threads/:threadId': moderator,
  'GET /api/forum-search': 'public',
  'GET /api/admin/forums': admin,
  'POST /api/admin/forums': admin,
  'PATCH /api/admin/forums/:id': admin,
  'DELETE /api/admin/forums/:id': admin,
  'POST /api/admin/forum-topics': admin,
  'PATCH /api/admin/forum-topics/:id': admin,
  'DELETE /api/admin/forum-topics/:id': admin,

  // Issue 19: personal analytics and the gallery (the signed-in person's own)
  'GET /api/analytics/me': analytics,
  'GET /api/gallery/mine': profile,
  // Angler tools (issue 19): the catch log and the tackle box (the owner's checks are the service's)
  'GET /api/catch-log': 'signed-in',
  'POST /api/catch-log': 'signed-in',
  'GET /api/catch-log/:id': 'public',
  'PATCH /api/catch-log/:id': 'signed-in',
  'DELETE /api/catch-log/:id': 'signed-in',
  'POST /api/catch-log/:id/share': 'signed-in',
  'GET /api/people/:userId/catch-log': 'public',
  'GET /api/tackle': 'signed-in',
  'POST /api/tackle': 'signed-in',
  'PATCH /api/tackle/:id': 'signed-in',
  'DELETE /api/tackle/:id': 'signed-in',
} as const satisfies Readonly<Record<string, ApiAccess>>;

type ApiRouteKey = keyof typeof API_ACCESS;

/** Areas a plugin serves with routes of its own choosing (the OpenAPI pages of @fastify/swagger-ui): public. */
export const PUBLIC_API_AREAS: readonly string[] = ['/api/docs', '/api/auth'];

const table: Readonly<Record<string, ApiAccess>> = API_ACCESS;

function inPublicArea(url: string): boolean {
  return PUBLIC_API_AREAS.some((area) => url === area || url.startsWith(`${area}/`));
}

/** The access of a route as the server registers it ('GET /api/posts/:postId'), or undefined when it has none. */
export function apiAccessOf(method: string, url: string): ApiAccess | undefined {
  const verb = method.toUpperCase();
  const entry = table[`${verb} ${url}`] ?? (verb === 'HEAD' ? table[`GET ${url}`] : undefined);
  return entry ?? (inPublicArea(url) ? 'public' : undefined);
}

/**
 * The route a request goes to ('PUT', '/api/posts/42/like' → 'PUT /api/posts/:postId/like'), with the router's
 * precedence: at each segment a fixed name beats a :param, which beats a trailing *.
 */
export function matchApiRoute(method: string, path: string): ApiRouteKey | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const segments = path.split('?')[0]!.split('/');
  let best: { key: ApiRouteKey; rank: number[] } | undefined;
  for (const key of Object.keys(API_ACCESS) as ApiRouteKey[]) {
    const [keyMethod, pattern] = key.split(' ') as [string, string];
    if (keyMethod !== verb) continue;
    const rank = rankOf(pattern.split('/'), segments);
    if (rank && (!best || isBetter(rank, best.rank))) best = { key, rank };
  }
  return best?.key;
}

/** Per segment 2 fixed, 1 param, 0 wildcard; undefined when the pattern does not match. */
function rankOf(pattern: string[], segments: string[]): number[] | undefined {
  const rank: number[] = [];
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part === '*' && index === pattern.length - 1) return [...rank, 0];
    if (part.startsWith(':')) {
      if (segment === '') return undefined;
      rank.push(1);
    } else if (part === segment) rank.push(2);
    else return undefined;
  }
  return pattern.length === segments.length ? rank : undefined;
}

function isBetter(rank: number[], than: number[]): boolean {
  for (let index = 0; index < Math.min(rank.length, than.length); index++) {
    if (rank[index] !== than[index]) return rank[index]! > than[index]!;
  }
  return rank.length > than.length;
}

/** What the server answers a caller before the route's own checks: allow, 401 (sign in) or 403 (forbidden). */
export function decideApiAccess(access: ApiAccess, user: { roles: readonly Role[] } | null): AccessDecision {
  if (access === 'public') return 'allow';
  if (!user) return 'sign-in';
  if (access === 'signed-in') return 'allow';
  return user.roles.some((role) => access.includes(role)) ? 'allow' : 'forbidden';
}
