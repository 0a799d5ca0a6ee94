/**
 * Remembers (in local storage, shared by every tab) that this browser had a signed-in session, so that a
 * session that later disappears without a sign-out can be told apart from a visitor who never signed in.
 */
const KEY = 'tightlines.hadSession';

export function rememberSession(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked (private mode): the expiry notice is a comfort, not a requirement.
  }
}

export function forgetSession(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // see rememberSession
  }
}

export function hadSession(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Google sign-in needs local storage that can be written and read back. */
export function storageWorks(): boolean {
  try {
    const probe = `tightlines.probe.${Date.now()}`;
    localStorage.setItem(probe, probe);
    const ok = localStorage.getItem(probe) === probe;
    localStorage.removeItem(probe);
    return ok;
  } catch {
    return false;
  }
}
