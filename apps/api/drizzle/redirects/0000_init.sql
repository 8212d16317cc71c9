CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text DEFAULT '*' NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_brand_from_idx" ON "redirects" USING btree ("brand","from_path");