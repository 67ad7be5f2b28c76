ALTER TABLE "notifications" ADD COLUMN "title_label" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_label" jsonb;