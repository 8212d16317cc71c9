CREATE TABLE "editable_document_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"field" text NOT NULL,
	"content" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"editor_user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "editable_document_revisions_target_idx" ON "editable_document_revisions" USING btree ("target_kind","target_id","field","id");