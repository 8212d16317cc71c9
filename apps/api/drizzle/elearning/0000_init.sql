CREATE TABLE "el_activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"item_order_number" integer NOT NULL,
	"show_info_modal" boolean DEFAULT false NOT NULL,
	"descriptor_id" integer,
	"intro_to_assignment" text,
	"content" text,
	"should_drag_answer" boolean DEFAULT false NOT NULL,
	"points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_activity_results" (
	"run_id" uuid NOT NULL,
	"activity_id" integer NOT NULL,
	"answer_ids" integer[] NOT NULL,
	"points" integer NOT NULL,
	"max_points" integer NOT NULL,
	"outcome" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "el_activity_results_run_id_activity_id_pk" PRIMARY KEY("run_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "el_answers" (
	"id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"item_order_number" integer NOT NULL,
	"content" text,
	"text_when_error" text,
	"title" text,
	"image" jsonb,
	"back_image" jsonb,
	"flip_card_content" text
);
--> statement-breakpoint
CREATE TABLE "el_chapters" (
	"id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"image" jsonb,
	"item_order_number" integer NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "el_courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"overview_description" text,
	"description" text,
	"image" jsonb,
	"min_acceptable_score" integer NOT NULL,
	"brands" text[] NOT NULL,
	"item_order_number" integer DEFAULT 0 NOT NULL,
	"summary" jsonb NOT NULL,
	"newsletter_forms" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_descriptors" (
	"id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"description" text,
	"item_order_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "el_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" uuid,
	"learner_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "el_activities" ADD CONSTRAINT "el_activities_chapter_id_el_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "el_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "el_activities" ADD CONSTRAINT "el_activities_course_id_el_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "el_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "el_activities" ADD CONSTRAINT "el_activities_descriptor_id_el_descriptors_id_fk" FOREIGN KEY ("descriptor_id") REFERENCES "el_descriptors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "el_activity_results" ADD CONSTRAINT "el_activity_results_run_id_el_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "el_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "el_activity_results" ADD CONSTRAINT "el_activity_results_activity_id_el_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "el_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "el_answers" ADD CONSTRAINT "el_answers_activity_id_el_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "el_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "el_chapters" ADD CONSTRAINT "el_chapters_course_id_el_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "el_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "el_descriptors" ADD CONSTRAINT "el_descriptors_course_id_el_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "el_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "el_runs" ADD CONSTRAINT "el_runs_course_id_el_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "el_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "el_activities_chapter_idx" ON "el_activities" USING btree ("chapter_id");--> statement-breakpoint
CREATE INDEX "el_activities_course_idx" ON "el_activities" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "el_answers_activity_idx" ON "el_answers" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "el_chapters_course_idx" ON "el_chapters" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "el_descriptors_course_title_idx" ON "el_descriptors" USING btree ("course_id","title");--> statement-breakpoint
CREATE INDEX "el_runs_user_idx" ON "el_runs" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "el_runs_learner_idx" ON "el_runs" USING btree ("learner_id","course_id");