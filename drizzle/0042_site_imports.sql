CREATE TABLE "site_import_items" (
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"target_id" text NOT NULL,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_import_items_source_key_kind_source_id_pk" PRIMARY KEY("source_key","kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "site_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"file_name" text NOT NULL,
	"source_key" text NOT NULL,
	"source" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"state" text DEFAULT 'ready' NOT NULL,
	"publisher" text,
	"fallback_section" text,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "site_imports_progress_check" CHECK ("site_imports"."done" >= 0 and "site_imports"."done" <= "site_imports"."total")
);
--> statement-breakpoint
ALTER TABLE "site_import_items" ADD CONSTRAINT "site_import_items_import_id_site_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."site_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_imports" ADD CONSTRAINT "site_imports_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;