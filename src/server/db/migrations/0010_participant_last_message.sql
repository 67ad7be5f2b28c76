ALTER TABLE "conversation_participants" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
-- Each participant's newest message they may read (feedback requests and system notices are for their target alone).
UPDATE "conversation_participants" cp SET "last_message_at" = (
  SELECT max(m."created_at") FROM "messages" m
  WHERE m."conversation_id" = cp."conversation_id"
    AND (m."type" NOT IN (1, 3) OR m."target_user_id" IS NULL OR m."target_user_id" = cp."user_id")
);
