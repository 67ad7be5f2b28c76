CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"topic" integer NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_messages_topic_known" CHECK ("contact_messages"."topic" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"kind" integer NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_expirable" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer,
	"document_type_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"file_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"rejection_reason" text,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"expiry_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "documents_status_known" CHECK ("documents"."status" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "driver_verifications" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "driver_verifications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "driver_verifications" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_verifications" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "comfort_level" text DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "insurance_number" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "technical_inspection_expiry" date;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_index" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_user_type_unique" ON "documents" USING btree ("user_id","document_type_id") WHERE "documents"."vehicle_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_vehicle_type_unique" ON "documents" USING btree ("vehicle_id","document_type_id");--> statement-breakpoint
CREATE INDEX "documents_status_index" ON "documents" USING btree ("status");--> statement-breakpoint
ALTER TABLE "driver_verifications" ADD CONSTRAINT "driver_verifications_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_verifications" ADD CONSTRAINT "driver_verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;