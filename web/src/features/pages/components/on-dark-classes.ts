// Links placed on the deep-water hero and CTA bands. Own classes rather than Button variants, whose
// light/dark-mode colours would fight the dark background (there is no class merging in cn()).
const base =
  'inline-flex h-12 items-center justify-center gap-2 rounded-[var(--radius-control)] px-6 text-base font-semibold transition-colors duration-150 ease-out';

export const onDarkPrimary = `${base} bg-white text-deep hover:bg-cyan-50`;
export const onDarkSecondary = `${base} text-white ring-1 ring-white/40 hover:bg-white/10`;
