CREATE TABLE "school_make_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"missed_group_id" uuid NOT NULL,
	"missed_date" date NOT NULL,
	"group_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_make_ups" ADD CONSTRAINT "school_make_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_make_ups" ADD CONSTRAINT "school_make_ups_missed_group_id_school_groups_id_fk" FOREIGN KEY ("missed_group_id") REFERENCES "public"."school_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_make_ups" ADD CONSTRAINT "school_make_ups_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_make_ups_missed_uq" ON "school_make_ups" USING btree ("user_id","missed_group_id","missed_date");--> statement-breakpoint
CREATE INDEX "school_make_ups_group_idx" ON "school_make_ups" USING btree ("group_id","date");