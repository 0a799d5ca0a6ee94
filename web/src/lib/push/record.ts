/** Where the push client keeps this browser's device record (spec: kept in browser storage). */
export const RECORD_KEY = 'tightlines.push.device';

export function hasDeviceRecord(): boolean {
  try {
    return window.localStorage.getItem(RECORD_KEY) !== null;
  } catch {
    return false;
  }
}
