CREATE TABLE "school_cancelled_classes" (
	"group_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"cancelled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_cancelled_classes_group_id_date_pk" PRIMARY KEY("group_id","date")
);
--> statement-breakpoint
ALTER TABLE "pack_uses" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pack_uses" ADD COLUMN "school_group_id" uuid;--> statement-breakpoint
ALTER TABLE "pack_uses" ADD COLUMN "class_date" date;--> statement-breakpoint
ALTER TABLE "school_cancelled_classes" ADD CONSTRAINT "school_cancelled_classes_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_cancelled_classes" ADD CONSTRAINT "school_cancelled_classes_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_uses" ADD CONSTRAINT "pack_uses_school_group_id_school_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."school_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pack_uses_class_idx" ON "pack_uses" USING btree ("school_group_id","class_date");--> statement-breakpoint
ALTER TABLE "pack_uses" ADD CONSTRAINT "pack_uses_booking_or_class" CHECK (("pack_uses"."booking_id" is not null) <> ("pack_uses"."school_group_id" is not null and "pack_uses"."class_date" is not null));