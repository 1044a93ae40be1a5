CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"data" jsonb NOT NULL,
	"issue_id" uuid,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_messages_key_unique" UNIQUE("key"),
	CONSTRAINT "mail_messages_state_check" CHECK ("mail_messages"."state" in ('queued', 'sending', 'sent', 'bounced', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_email_check" CHECK ("mail_suppressions"."email" = lower("mail_suppressions"."email"))
);
--> statement-breakpoint
CREATE INDEX "mail_messages_issue_state_idx" ON "mail_messages" USING btree ("issue_id","state");