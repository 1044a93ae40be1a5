CREATE TABLE "test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"days" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "test_payment_intents_status_check" CHECK ("test_payment_intents"."status" in ('requires_payment_method', 'succeeded'))
);
--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;