CREATE TABLE "open_match_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_match_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_with" text NOT NULL,
	"status" text DEFAULT 'taken' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "open_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"capacity" integer NOT NULL,
	"level_min" double precision,
	"level_max" double precision,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "open_match_queue" ADD CONSTRAINT "open_match_queue_match_id_open_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."open_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_match_queue" ADD CONSTRAINT "open_match_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_match_seats" ADD CONSTRAINT "open_match_seats_match_id_open_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."open_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_match_seats" ADD CONSTRAINT "open_match_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_matches" ADD CONSTRAINT "open_matches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_match_queue_active_uq" ON "open_match_queue" USING btree ("match_id","user_id") WHERE "open_match_queue"."status" in ('waiting', 'held');--> statement-breakpoint
CREATE INDEX "open_match_queue_match_idx" ON "open_match_queue" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "open_match_seats_taken_uq" ON "open_match_seats" USING btree ("match_id","user_id") WHERE "open_match_seats"."status" = 'taken';--> statement-breakpoint
CREATE INDEX "open_match_seats_user_idx" ON "open_match_seats" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_matches_booking_uq" ON "open_matches" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "open_matches_status_idx" ON "open_matches" USING btree ("status");