CREATE TABLE "auth_former_addresses" (
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_former_addresses_user_id_email_pk" PRIMARY KEY("user_id","email")
);
--> statement-breakpoint
ALTER TABLE "auth_former_addresses" ADD CONSTRAINT "auth_former_addresses_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_former_addresses_email_idx" ON "auth_former_addresses" USING btree ("email");