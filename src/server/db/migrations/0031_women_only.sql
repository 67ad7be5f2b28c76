-- Rides between women (issue 40): a person's stated gender, trips "Entre femmes" and requests asking for a woman driver.
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "women_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "women_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_known" CHECK ("users"."gender" is null or "users"."gender" in ('female', 'male'));
