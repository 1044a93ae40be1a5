CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"key_hash" text NOT NULL,
	"start" text NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "api_keys_name_length_check" CHECK (char_length("api_keys"."name") between 1 and 80),
	CONSTRAINT "api_keys_kind_check" CHECK ("api_keys"."kind" in ('content', 'admin')),
	CONSTRAINT "api_keys_rate_check" CHECK ("api_keys"."rate_per_minute" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;