/** h2 + optional intro used between blocks of the marketing pages. */
export function SectionTitle({ id, title, intro }: { id?: string; title: string; intro?: string }) {
  return (
    <div className="mb-8 max-w-2xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-deep sm:text-3xl dark:text-white">
        {title}
      </h2>
      {intro && (
        <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg dark:text-slate-300">
          {intro}
        </p>
      )}
    </div>
  );
}
