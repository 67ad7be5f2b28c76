-- Reports ("Signaler", issue 40): one open report per reporter and subject, with the content as it stood.
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_user_id" integer,
	"reason" text NOT NULL,
	"text" text,
	"snapshot" jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reports_status_known" CHECK ("reports"."status" between 0 and 2),
	CONSTRAINT "reports_subject_type_known" CHECK ("reports"."subject_type" in ('user', 'trip', 'announcement', 'message', 'review')),
	CONSTRAINT "reports_reason_known" CHECK ("reports"."reason" in ('harassment', 'dangerous_driving', 'fake_profile', 'no_show', 'scam', 'other')),
	CONSTRAINT "reports_text_length" CHECK ("reports"."text" is null or char_length("reports"."text") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_open_subject_index" ON "reports" USING btree ("status","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "reports_subject_user_index" ON "reports" USING btree ("subject_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_per_reporter" ON "reports" USING btree ("reporter_id","subject_type","subject_id") WHERE "reports"."status" = 0;