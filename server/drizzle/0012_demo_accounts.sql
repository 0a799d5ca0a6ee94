ALTER TABLE "profiles" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Demo accounts seeded before this column existed (the seed marks new ones itself).
UPDATE "profiles" SET "demo" = true WHERE "email" IN ('demo-angler@tightlines.app', 'demo-admin@tightlines.app', 'demo-moderator@tightlines.app', 'demo-captain@tightlines.app', 'demo-director@tightlines.app', 'demo-advertiser@tightlines.app', 'demo-publisher@tightlines.app', 'demo-affiliate@tightlines.app') AND EXISTS (SELECT 1 FROM "app_settings" WHERE "key" = 'demo_seeded_at');
