ALTER TABLE "wallet_entries" ADD COLUMN "description_message" jsonb;--> statement-breakpoint
ALTER TABLE "booking_history" ADD COLUMN "action_message" jsonb;--> statement-breakpoint
ALTER TABLE "booking_history" ADD COLUMN "details_message" jsonb;--> statement-breakpoint
ALTER TABLE "level_changes" ADD COLUMN "reason_message" jsonb;--> statement-breakpoint
ALTER TABLE "court_series_dates" ADD COLUMN "detail_message" jsonb;