/**
 * The spec's error catalogue (§5, §8): stable code → exact English text. The server answers
 * `{ error: { code, message } }` with these; the web shows `t('errors.<code>')`, whose English value is
 * the same text, so every language gets a translation and English stays word-for-word the spec.
 */
export const MESSAGES = {
  fillAllFields: 'Please fill in all fields.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  agreeToTerms: 'Please agree to the terms and conditions.',
  accountExists: 'An account with this email already exists. Please try logging in instead.',
  userAlreadyRegistered: 'User already registered',
  confirmEmailFirst: 'Please check your email and confirm your account before logging in.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred.',
  signupFailed: 'An error occurred during signup.',
  sessionExpired: 'Your session has expired. Please log in again.',
  notAuthenticated: 'Not authenticated',
  userNotAuthenticated: 'User not authenticated',
  verificationFailed: 'Verification failed',
  missingTokens: 'Failed to create session - missing tokens',
  storageUnavailable: 'Storage unavailable',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  invalidInput: 'Please check the highlighted fields.',
  payloadTooLarge: 'That request is too large.',
  badOrigin: 'Request origin not allowed.',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  contactFailed: 'Failed to send message. Please try again.',
  invalidCode: 'Invalid code. Please try again.',
  somethingWentWrong: 'Something went wrong',
  // Social core (spec §5, §8)
  postTooLong: 'Posts can be at most 500 characters.',
  postEmpty: 'Write something or add a photo to post.',
  imageOnly: 'Only image files are supported',
  imageTooLarge: 'File size must be less than 5MB',
  createPostFailed: 'Failed to create post',
  postNotFound: 'This post is not available.',
  cannotFollowSelf: 'Cannot follow yourself',
  followFailed: 'Failed to follow',
  unfollowFailed: 'Failed to unfollow',
  followHashtagFailed: 'Failed to follow hashtag',
  unfollowHashtagFailed: 'Failed to unfollow hashtag',
  hashtagNotFound: 'hashtag not found',
  searchTooShort: 'Type at least 2 characters to search',
  profileLoadFailed: 'Failed to load profile',
  profileUpdateFailed: 'Failed to update profile',
  handleTaken: 'That handle is already taken. Try another one.',
  userNotFound: 'This angler could not be found.',
  // Tournaments: events, series, rules library, RSVP (spec §8)
  eventNotFound: 'Event not found',
  // Tournaments: registration, teams, boats
  // Tournaments: catches and judging
  // Tournaments: leaderboards
} as const;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGES, code);
}
