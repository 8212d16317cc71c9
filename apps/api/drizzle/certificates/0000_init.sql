CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"user_id" uuid,
	"learner_id" text,
	"person_name" text,
	"course_id" integer NOT NULL,
	"course_name" text NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"image_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "certificates_run_id_unique" UNIQUE("run_id")
);
--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "certificates_learner_idx" ON "certificates" USING btree ("learner_id");