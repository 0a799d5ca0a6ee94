DROP INDEX "profiles_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "profiles_name_trgm_idx" ON "profiles" USING gin ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("handle", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_bio_trgm_idx" ON "profiles" USING gin ((lower("bio")) gin_trgm_ops);