/** The demo banner with Switch Role and Exit Demo, shown for demo accounts. (demo feature) */
export function DemoBanner() {
  return null;
}
