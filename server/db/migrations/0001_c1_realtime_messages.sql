CREATE TABLE "realtime_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "realtime_messages_created_idx" ON "realtime_messages" USING btree ("created_at");