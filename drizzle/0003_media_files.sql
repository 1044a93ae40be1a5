CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_byte_size_check" CHECK ("media_files"."byte_size" = octet_length("media_files"."bytes")),
	CONSTRAINT "media_files_name_check" CHECK ("media_files"."name" ~ '^[0-9a-f]{16}-[0-9]+\.webp$')
);
