CREATE TABLE "level_changes" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "level_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"sport" text NOT NULL,
	"kind" text NOT NULL,
	"before_hundredths" integer,
	"after_hundredths" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"result_id" uuid,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"sport" text NOT NULL,
	"side_a" jsonb NOT NULL,
	"side_b" jsonb NOT NULL,
	"sets" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"entered_by" uuid NOT NULL,
	"answered_by" uuid,
	"dispute_reason" text,
	"decided_by" uuid,
	"decision_note" text,
	"rating_step" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_levels" (
	"user_id" uuid NOT NULL,
	"sport" text NOT NULL,
	"level_hundredths" integer NOT NULL,
	"reliability" text NOT NULL,
	"rated_matches" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_levels_user_id_sport_pk" PRIMARY KEY("user_id","sport")
);
--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_result_id_match_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."match_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_changes" ADD CONSTRAINT "level_changes_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "level_changes_user_idx" ON "level_changes" USING btree ("user_id","sport","seq");--> statement-breakpoint
CREATE INDEX "level_changes_result_idx" ON "level_changes" USING btree ("result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_results_booking_live_uq" ON "match_results" USING btree ("booking_id") WHERE "match_results"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "match_results_status_idx" ON "match_results" USING btree ("status");