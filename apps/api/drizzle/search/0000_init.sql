CREATE TABLE "search_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"brand" text NOT NULL,
	"doc_type" text NOT NULL,
	"title" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"title_norm" text NOT NULL,
	"introduction_norm" text NOT NULL,
	"body_norm" text NOT NULL,
	"publish_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, title_norm), 'A') || setweight(to_tsvector('dutch'::regconfig, introduction_norm), 'B') || setweight(to_tsvector('dutch'::regconfig, body_norm), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"term" text NOT NULL,
	"synonym" text NOT NULL,
	CONSTRAINT "search_synonyms_term_synonym_pk" PRIMARY KEY("term","synonym")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_brand_idx" ON "search_documents" USING btree ("brand","doc_type");