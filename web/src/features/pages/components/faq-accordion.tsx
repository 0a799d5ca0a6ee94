import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** Radix accordion: Enter/Space toggle, arrow keys move between questions, aria-expanded is managed. */
export function FaqAccordion({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 }) {
  return (
    <Accordion.Root
      type="multiple"
      className="divide-y divide-slate-200 overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-soft)] dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
          <Accordion.Header asChild>
            {headingLevel === 2 ? (
              <h2 className="m-0">{trigger(item)}</h2>
            ) : (
              <h3 className="m-0">{trigger(item)}</h3>
            )}
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden px-5 pb-5 text-base leading-relaxed text-slate-700 dark:text-slate-300">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function trigger(item: FaqItem) {
  return (
    <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-deep transition-colors hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60">
      <span>{item.question}</span>
      <ChevronDown
        className="h-5 w-5 shrink-0 text-open transition-transform dark:text-open-400 duration-200 ease-out group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </Accordion.Trigger>
  );
}
