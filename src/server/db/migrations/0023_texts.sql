CREATE TABLE "texts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"body" text,
	"encoding" text NOT NULL,
	"segments" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text,
	"provider_id" text,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "texts_created_at_index" ON "texts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "texts_provider_id_index" ON "texts" USING btree ("provider","provider_id");