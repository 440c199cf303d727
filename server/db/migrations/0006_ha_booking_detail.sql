ALTER TABLE "users" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "booking_players" ADD COLUMN "payment_link_id" text;--> statement-breakpoint
ALTER TABLE "booking_players" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "booking_players" ADD COLUMN "family_relation" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_token_unique" UNIQUE("calendar_token");