import { z } from 'zod';
import { NewActivityEventSchema } from '../realtime/events';

const ACTIVITIES_PAGE_SIZE = 20;

/** A person's user_activities rows as they see them; the same shape streams as `new-activity`. */
const ActivitySchema = NewActivityEventSchema;
export type Activity = z.infer<typeof ActivitySchema>;

/** GET /api/activities?cursor=&limit= — your own, newest first; `cursor` is the last id of the previous page. */
export const ActivitiesQuerySchema = z.object({
  cursor: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ACTIVITIES_PAGE_SIZE),
});
export const ActivityPageSchema = z.object({
  items: z.array(ActivitySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
