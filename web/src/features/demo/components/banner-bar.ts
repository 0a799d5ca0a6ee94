/**
 * The demo banner's bar: one row of a fixed height on every screen. The banner loads after the page it sits on,
 * so the shell holds this much room for it first; a banner that pushed the page down as it arrived would move
 * whatever a person was about to press.
 */
export const DEMO_BANNER_BAR = 'h-13 bg-amber-100 text-amber-950 dark:bg-amber-900/40 dark:text-amber-100';
