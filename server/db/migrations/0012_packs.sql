CREATE TABLE "member_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pack_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sport" text NOT NULL,
	"minutes" integer NOT NULL,
	"covers" text NOT NULL,
	"uses" integer NOT NULL,
	"uses_left" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"sold_by" uuid,
	"purchased_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"unused_at_end" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_packs_uses_left_range" CHECK ("member_packs"."uses_left" >= 0 AND "member_packs"."uses_left" <= "member_packs"."uses")
);
--> statement-breakpoint
CREATE TABLE "pack_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sport" text NOT NULL,
	"minutes" integer NOT NULL,
	"covers" text NOT NULL,
	"uses" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pack_types_uses_positive" CHECK ("pack_types"."uses" > 0),
	CONSTRAINT "pack_types_price_nonnegative" CHECK ("pack_types"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pack_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_pack_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"positions" jsonb NOT NULL,
	"value_cents" integer NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_packs" ADD CONSTRAINT "member_packs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_packs" ADD CONSTRAINT "member_packs_pack_type_id_pack_types_id_fk" FOREIGN KEY ("pack_type_id") REFERENCES "public"."pack_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_packs" ADD CONSTRAINT "member_packs_sold_by_users_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_uses" ADD CONSTRAINT "pack_uses_member_pack_id_member_packs_id_fk" FOREIGN KEY ("member_pack_id") REFERENCES "public"."member_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_uses" ADD CONSTRAINT "pack_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_packs_user_idx" ON "member_packs" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "member_packs_expiry_idx" ON "member_packs" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "pack_uses_booking_idx" ON "pack_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "pack_uses_pack_idx" ON "pack_uses" USING btree ("member_pack_id");