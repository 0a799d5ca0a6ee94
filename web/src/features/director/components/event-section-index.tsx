import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/components/ui/cn';
import { SECTION_IDS, type SectionId } from './event-form-section';

const TITLE_KEYS: Record<SectionId, string> = {
  basics: 'form.basics',
  where: 'editor.where',
  money: 'form.money',
  divisions: 'form.divisions',
  schedule: 'form.schedule',
  rules: 'form.rules',
  directors: 'directors.title',
  codes: 'form.codes',
  translations: 'form.translations',
};

const go = (id: SectionId) => {
  const section = document.getElementById(`event-${id}`);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // Keyboard and screen-reader users land in the section, not just near it.
  section?.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
};

/** The section in view, for the index to mark (the first one until the page is scrolled). */
function useSectionInView(): SectionId {
  const [current, setCurrent] = useState<SectionId>('basics');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = SECTION_IDS.find((id) => visible.get(`event-${id}`));
        if (first) setCurrent(first);
      },
      { rootMargin: '-80px 0px -60% 0px' },
    );
    for (const id of SECTION_IDS) {
      const element = document.getElementById(`event-${id}`);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);
  return current;
}

/** The long editor's table of contents: a sticky side list on a wide screen. */
export function EventSectionIndex() {
  const { t } = useTranslation('director');
  const current = useSectionInView();
  return (
    <nav aria-label={t('editor.index')} className="sticky top-20 hidden self-start lg:block">
      <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t('editor.index')}
      </p>
      <ol className="space-y-0.5">
        {SECTION_IDS.map((id) => (
          <li key={id}>
            <a
              href={`#event-${id}`}
              aria-current={current === id ? 'location' : undefined}
              onClick={(e) => {
                e.preventDefault();
                go(id);
              }}
              className={cn(
                'block rounded-[var(--radius-control)] border-s-2 px-3 py-2 text-sm',
                current === id
                  ? 'border-open bg-shallows font-semibold text-deep dark:bg-slate-800 dark:text-white'
                  : 'border-transparent text-slate-600 hover:bg-slate-100 hover:text-deep dark:text-slate-400 dark:hover:bg-slate-800',
              )}
            >
              {t(TITLE_KEYS[id])}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The same index on a phone: a menu that stays under the header and jumps to the section picked. */
export function EventSectionJump() {
  const { t } = useTranslation('director');
  const current = useSectionInView();
  return (
    <div className="sticky top-16 z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95">
      <label className="flex items-center gap-3 text-sm font-medium text-deep dark:text-slate-200">
        <span className="shrink-0">{t('editor.jumpTo')}</span>
        <select
          className="h-11 min-w-0 flex-1 rounded-[var(--radius-control)] border border-slate-300 bg-white px-3 text-base text-deep dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          value={current}
          onChange={(e) => go(e.target.value as SectionId)}
        >
          {SECTION_IDS.map((id) => (
            <option key={id} value={id}>
              {t(TITLE_KEYS[id])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
