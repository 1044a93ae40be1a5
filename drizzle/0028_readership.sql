CREATE TABLE "readership_daily" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "readership_daily_scope_day_key_pk" PRIMARY KEY("scope","day","key")
);
--> statement-breakpoint
CREATE TABLE "readership_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"article_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"referrer" text NOT NULL,
	"device" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readership_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "readership_hits_day_idx" ON "readership_hits" USING btree ("day");