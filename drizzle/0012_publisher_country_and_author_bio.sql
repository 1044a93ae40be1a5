ALTER TABLE "publishers" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD CONSTRAINT "publishers_country_length_check" CHECK (char_length("publishers"."country") <= 80);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_bio_length_check" CHECK (char_length("user"."bio") <= 300);--> statement-breakpoint
UPDATE "publishers" SET "country" = "known"."country" FROM (VALUES ('The New York Times', 'USA'), ('The Washington Post', 'USA'), ('The Guardian', 'UK'), ('The Wall Street Journal', 'USA'), ('Los Angeles Times', 'USA'), ('Chicago Tribune', 'USA'), ('USA Today', 'USA'), ('The Times of India', 'India'), ('The Sydney Morning Herald', 'Australia'), ('The Daily Telegraph', 'UK'), ('Le Monde', 'France'), ('El País', 'Spain')) AS "known" ("name", "country") WHERE "publishers"."publisher_name" = "known"."name" AND "publishers"."country" IS NULL;
