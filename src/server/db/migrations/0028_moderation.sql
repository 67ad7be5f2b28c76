-- The staff's moderation (issue 40): the audit log of their actions on reports, and suspensions of accounts.
CREATE TABLE "staff_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"target_user_id" integer,
	"days" integer,
	"note" text NOT NULL,
	"reports_settled" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_actions_action_known" CHECK ("staff_actions"."action" in ('dismiss', 'warn', 'hide', 'suspend'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_created_index" ON "staff_actions" USING btree ("created_at","id");