-- Whether the person chose their language (the menu) or a device only told it its own: only a chosen one follows the
-- account to another device. Existing accounts start as not chosen: which of their languages were chosen is unknown.
ALTER TABLE "users" ADD COLUMN "locale_chosen" boolean DEFAULT false NOT NULL;