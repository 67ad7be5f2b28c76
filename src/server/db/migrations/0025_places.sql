ALTER TABLE "cities" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "governorate" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "aliases" text[];