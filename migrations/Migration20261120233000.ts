import { Migration } from '@mikro-orm/migrations';

export class Migration20261120233000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "partners" ("id" serial primary key, "name" varchar(160) not null, "type" varchar(16) not null, "country_code" varchar(10) null, "city" varchar(255) null, "address" varchar(255) null, "zip" varchar(255) null, "vat_no" varchar(255) null, "logo_url" varchar(255) null, "created_at" timestamptz not null);`);

    this.addSql(`create table "subscriptions" ("id" serial primary key, "partner_id" int not null, "type" varchar(40) not null, "stripe_status" varchar(40) not null default 'active', "stripe_id" varchar(255) null, "price_id" varchar(255) null, "ends_at" timestamptz null, "quantity" int not null default 1, "created_at" timestamptz not null);`);

    this.addSql(`create table "users" ("id" serial primary key, "partner_id" int not null, "email" varchar(255) not null, "name" varchar(160) not null, "password_hash" varchar(255) not null, "locale" varchar(10) not null default 'en-GB', "roles" text[] not null, "permissions" text[] not null, "is_collaborator" boolean not null default false, "email_verified_at" timestamptz null, "verification_sent_at" timestamptz null, "verification_token_hash" varchar(64) null, "deactivated_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "sessions" ("token_hash" varchar(64) not null, "user_id" int not null, "csrf_token" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, "ip" varchar(255) null, constraint "sessions_pkey" primary key ("token_hash"));`);

    this.addSql(`create table "profiles" ("id" serial primary key, "user_id" int not null, "firstname" varchar(255) null, "lastname" varchar(255) null, "title" varchar(255) null, "phone" varchar(255) null);`);
    this.addSql(`alter table "profiles" add constraint "profiles_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "password_resets" ("token_hash" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "password_resets_pkey" primary key ("token_hash"));`);

    this.addSql(`create table "clients" ("id" serial primary key, "partner_id" int not null, "created_by_id" int null, "name" varchar(160) not null, "address" varchar(255) null, "address2" varchar(255) null, "city" varchar(255) null, "zip" varchar(255) null, "country" varchar(255) null, "vat_no" varchar(255) null, "description" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "clients_partner_id_name_index" on "clients" ("partner_id", "name");`);

    this.addSql(`create table "projects" ("id" serial primary key, "partner_id" int not null, "client_id" int not null, "owner_id" int not null, "namespace" varchar(40) not null, "name" varchar(160) not null, "description" text null, "kwh_price" double precision not null default 1.35, "currency" varchar(3) not null default 'DKK', "old_kwh" double precision null, "investment" double precision null, "address" varchar(255) null, "city" varchar(255) null, "zip" varchar(255) null, "country" varchar(255) null, "generic_area_id" int null, "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "projects_partner_id_namespace_updated_at_index" on "projects" ("partner_id", "namespace", "updated_at");`);

    this.addSql(`create table "project_shares" ("id" serial primary key, "project_id" int not null, "subscriber_id" int not null, "author_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "project_shares" add constraint "project_shares_project_id_subscriber_id_unique" unique ("project_id", "subscriber_id");`);

    this.addSql(`create table "project_notes" ("id" serial primary key, "project_id" int not null, "author_id" int not null, "note" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);

    this.addSql(`create table "api_tokens" ("id" serial primary key, "user_id" int not null, "token_name" varchar(120) not null, "token_hash" varchar(64) not null, "last_used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "api_tokens_token_hash_index" on "api_tokens" ("token_hash");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "subscriptions" add constraint "subscriptions_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade;`);

    this.addSql(`alter table "users" add constraint "users_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade;`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "profiles" add constraint "profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "clients" add constraint "clients_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade;`);
    this.addSql(`alter table "clients" add constraint "clients_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "projects" add constraint "projects_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade;`);
    this.addSql(`alter table "projects" add constraint "projects_client_id_foreign" foreign key ("client_id") references "clients" ("id") on update cascade;`);
    this.addSql(`alter table "projects" add constraint "projects_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade;`);

    this.addSql(`alter table "project_shares" add constraint "project_shares_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_shares" add constraint "project_shares_subscriber_id_foreign" foreign key ("subscriber_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_shares" add constraint "project_shares_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade;`);

    this.addSql(`alter table "project_notes" add constraint "project_notes_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_notes" add constraint "project_notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade;`);

    this.addSql(`alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

}
