/** A short ordered process ("how it works"), numbered so people can refer to a step on a call. */
export function NumberedSteps({ steps }: { steps: { title: string; body: string }[] }) {
  return (
    <ol className={`grid gap-4 sm:grid-cols-2 ${steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {steps.map((step, index) => (
        <li
          key={index}
          className="relative rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-soft)] dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="tabular flex h-9 w-9 items-center justify-center rounded-full bg-deep text-sm font-bold text-white dark:bg-cyan-400 dark:text-deep">
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold text-deep dark:text-white">{step.title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
