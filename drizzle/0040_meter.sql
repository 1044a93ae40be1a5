CREATE TABLE "meter_reads" (
	"reader" text NOT NULL,
	"month" date NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_reads_reader_month_article_id_pk" PRIMARY KEY("reader","month","article_id"),
	CONSTRAINT "meter_reads_reader_length" CHECK (char_length("meter_reads"."reader") <= 80)
);
--> statement-breakpoint
CREATE TABLE "meter_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"registered_free" smallint DEFAULT 0 NOT NULL,
	"visitor_free" smallint DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_settings_one_row" CHECK ("meter_settings"."id" = 1),
	CONSTRAINT "meter_settings_registered_range" CHECK ("meter_settings"."registered_free" between 0 and 100),
	CONSTRAINT "meter_settings_visitor_range" CHECK ("meter_settings"."visitor_free" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "meter_reads" ADD CONSTRAINT "meter_reads_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_reads" ADD CONSTRAINT "meter_reads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_settings" ADD CONSTRAINT "meter_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_reads_month_idx" ON "meter_reads" USING btree ("month");