CREATE TABLE "club_settings" (
	"id" text PRIMARY KEY DEFAULT 'club' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
