CREATE TABLE "shop_order_items" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shop_order_items_order_id_product_id_pk" PRIMARY KEY("order_id","product_id"),
	CONSTRAINT "shop_order_items_quantity_positive" CHECK ("shop_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"total_cents" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_orders_code_unique" UNIQUE("code"),
	CONSTRAINT "shop_orders_total_positive" CHECK ("shop_orders"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"price_cents" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_stock_nonnegative" CHECK ("shop_products"."stock" >= 0),
	CONSTRAINT "shop_products_price_positive" CHECK ("shop_products"."price_cents" > 0)
);
--> statement-breakpoint
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
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_attendance" ADD CONSTRAINT "school_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_groups" ADD CONSTRAINT "school_groups_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_groups" ADD CONSTRAINT "school_groups_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_groups" ADD CONSTRAINT "school_groups_blocked_time_id_court_blocked_times_id_fk" FOREIGN KEY ("blocked_time_id") REFERENCES "public"."court_blocked_times"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_requests" ADD CONSTRAINT "school_requests_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_orders_user_idx" ON "shop_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_status_idx" ON "shop_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "school_groups_coach_idx" ON "school_groups" USING btree ("coach_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_requests_open_uq" ON "school_requests" USING btree ("user_id") WHERE "school_requests"."status" in ('pending', 'placed');--> statement-breakpoint
CREATE INDEX "school_requests_group_idx" ON "school_requests" USING btree ("group_id");