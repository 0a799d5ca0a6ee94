/** Rules are plain text: paragraphs split on blank lines, line breaks kept, never parsed as HTML. */
export function RulesText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 text-[15px] leading-relaxed text-slate-800 dark:text-slate-200">
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
