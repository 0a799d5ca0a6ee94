import { z } from 'zod';
import { useTranslation } from 'react-i18next';

/**
 * Long pages are data in the `pages` namespace so translators see whole sections. Sections are objects
 * keyed by a stable id (the anchor), so translating a heading never breaks a link like /help#two-factor.
 */
export const SectionSchema = z.object({
  heading: z.string(),
  body: z.array(z.string()).optional(),
  items: z.array(z.string()).optional(),
  note: z.string().optional(),
});
export type Section = z.infer<typeof SectionSchema>;

export const ContentPageSchema = z.object({
  eyebrow: z.string().optional(),
  title: z.string(),
  lead: z.string(),
  highlights: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  sections: z.record(z.string(), SectionSchema),
  cta: z.object({ heading: z.string(), body: z.string(), label: z.string() }).optional(),
});
export type ContentPageData = z.infer<typeof ContentPageSchema>;

/** Reads a structured value from the `pages` namespace; a missing translation yields `fallback`, never a crash. */
export function usePagesObject<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
  const { t } = useTranslation('pages');
  const parsed = schema.safeParse(t(key, { returnObjects: true }));
  return parsed.success ? parsed.data : fallback;
}

/** camelCase JSON key → kebab-case anchor id (`twoFactor` → `two-factor`). */
export function anchorId(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
