CREATE TABLE "cms_media" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"bundle" text NOT NULL,
	"label" text NOT NULL,
	"fields" jsonb NOT NULL,
	CONSTRAINT "cms_media_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "cms_menu_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"menu" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_nodes" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"bundle" text NOT NULL,
	"brands" text[] NOT NULL,
	"title" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"header_image" jsonb,
	"status" boolean NOT NULL,
	"publication_date" timestamp with time zone,
	"expire_date" timestamp with time zone,
	"current_revision_id" integer,
	"created" timestamp with time zone NOT NULL,
	"changed" timestamp with time zone NOT NULL,
	CONSTRAINT "cms_nodes_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "cms_paragraphs" (
	"id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	"field" text NOT NULL,
	"position" integer NOT NULL,
	"bundle" text NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_path_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"alias" text NOT NULL,
	"node_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" boolean NOT NULL,
	"moderation_state" text NOT NULL,
	"fields" jsonb NOT NULL,
	"log" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_state" (
	"key" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counter_totals" (
	"key" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_paragraphs" ADD CONSTRAINT "cms_paragraphs_revision_id_cms_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "cms_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_path_aliases" ADD CONSTRAINT "cms_path_aliases_node_id_cms_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "cms_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_revisions" ADD CONSTRAINT "cms_revisions_node_id_cms_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "cms_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_menu_links_menu_idx" ON "cms_menu_links" USING btree ("brand","menu");--> statement-breakpoint
CREATE INDEX "cms_nodes_bundle_idx" ON "cms_nodes" USING btree ("bundle","publication_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_paragraphs_order_idx" ON "cms_paragraphs" USING btree ("revision_id","field","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_path_aliases_brand_alias_idx" ON "cms_path_aliases" USING btree ("brand","alias");--> statement-breakpoint
CREATE INDEX "cms_path_aliases_node_idx" ON "cms_path_aliases" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "cms_revisions_node_idx" ON "cms_revisions" USING btree ("node_id");