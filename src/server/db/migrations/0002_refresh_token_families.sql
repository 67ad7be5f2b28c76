ALTER TABLE "tokens" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "successor_id" integer;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "sealed_successor" text;--> statement-breakpoint
CREATE INDEX "tokens_family_id_index" ON "tokens" USING btree ("family_id");