import { z } from 'zod';

const Titled = z.object({ title: z.string(), body: z.string() });

export const AUDIENCES = ['organizers', 'charters', 'shops'] as const;

export const ServiceContentSchema = z.object({
  title: z.string(),
  tagline: z.string(),
  lead: z.string(),
  audiences: z.object({ organizers: z.string(), charters: z.string(), shops: z.string() }),
  included: z.array(Titled),
  process: z.array(Titled),
  faq: z.array(z.object({ q: z.string(), a: z.string() })),
  cta: z.object({ heading: z.string(), body: z.string() }),
});
export type ServiceContent = z.infer<typeof ServiceContentSchema>;

export const TitledListSchema = z.array(Titled);
