CREATE TABLE "school_attendance" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"present" boolean NOT NULL,
	"recorded_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_attendance_group_id_user_id_date_pk" PRIMARY KEY("group_id","user_id","date")
);
--> statement-breakpoint
CREATE TABLE "school_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"coach_id" uuid NOT NULL,
	"court_id" uuid NOT NULL,
	"days_of_week" jsonb NOT NULL,
	"time_range" text NOT NULL,
	"size" integer NOT NULL,
	"hours_per_month" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"blocked_time_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_prices" (
	"type" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"group_id" uuid,
	"status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"placed_by" uuid,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_groups" ADD CONSTRAINT "school_groups_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_groups" ADD CONSTRAINT "school_groups_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_groups" ADD CONSTRAINT "school_groups_blocked_time_id_court_blocked_times_id_fk" FOREIGN KEY ("blocked_time_id") REFERENCES "public"."court_blocked_times"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_groups_coach_idx" ON "school_groups" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_requests_open_uq" ON "school_requests" USING btree ("user_id") WHERE "school_requests"."status" in ('pending', 'placed');--> statement-breakpoint
CREATE INDEX "school_requests_group_idx" ON "school_requests" USING btree ("group_id");