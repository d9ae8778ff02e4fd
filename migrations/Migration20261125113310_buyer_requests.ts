import { Migration } from '@mikro-orm/migrations';

export class Migration20261125113310_buyer_requests extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "question_templates" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "partner_id" int not null, "name" varchar(160) not null, "questions" jsonb not null);`);
    this.addSql(`create index "question_templates_partner_id_index" on "question_templates" ("partner_id");`);

    this.addSql(`create table "requests" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "project_id" int not null, "partner_id" int not null, "owner_id" int not null, "title" varchar(160) not null, "description" text null, "deadline" varchar(10) not null, "status" varchar(16) not null default 'draft');`);
    this.addSql(`create index "requests_project_id_index" on "requests" ("project_id");`);

    this.addSql(`create table "request_shares" ("id" serial primary key, "request_id" int not null, "supplier" varchar(160) not null, "name" varchar(160) not null, "email" varchar(255) not null, "message" text null, "status" varchar(16) not null default 'pending', "seen_at" timestamptz null, "created_at" timestamptz not null, "received_at" timestamptz not null, "responded_at" timestamptz null, "response_group_id" int null, "seller_id" int null);`);
    this.addSql(`create index "request_shares_email_index" on "request_shares" ("email");`);
    this.addSql(`alter table "request_shares" add constraint "request_shares_request_id_email_unique" unique ("request_id", "email");`);

    this.addSql(`create table "request_internal_shares" ("id" serial primary key, "share_id" int not null, "user_id" int not null, "author_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "request_internal_shares" add constraint "request_internal_shares_share_id_user_id_unique" unique ("share_id", "user_id");`);

    this.addSql(`create table "request_questions" ("id" serial primary key, "request_id" int not null, "question" text not null, "type" varchar(20) not null default 'yesno', "sort_order" int not null default 0);`);

    this.addSql(`create table "request_answers" ("id" serial primary key, "share_id" int not null, "question_id" int not null, "answer" text null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "request_answers" add constraint "request_answers_share_id_question_id_unique" unique ("share_id", "question_id");`);

    this.addSql(`alter table "question_templates" add constraint "question_templates_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "requests" add constraint "requests_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "requests" add constraint "requests_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade;`);
    this.addSql(`alter table "requests" add constraint "requests_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade;`);

    this.addSql(`alter table "request_shares" add constraint "request_shares_request_id_foreign" foreign key ("request_id") references "requests" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "request_shares" add constraint "request_shares_response_group_id_foreign" foreign key ("response_group_id") references "solution_groups" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "request_shares" add constraint "request_shares_seller_id_foreign" foreign key ("seller_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "request_internal_shares" add constraint "request_internal_shares_share_id_foreign" foreign key ("share_id") references "request_shares" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "request_internal_shares" add constraint "request_internal_shares_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "request_internal_shares" add constraint "request_internal_shares_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade;`);

    this.addSql(`alter table "request_questions" add constraint "request_questions_request_id_foreign" foreign key ("request_id") references "requests" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "request_answers" add constraint "request_answers_share_id_foreign" foreign key ("share_id") references "request_shares" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "request_answers" add constraint "request_answers_question_id_foreign" foreign key ("question_id") references "request_questions" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "request_shares" drop constraint "request_shares_request_id_foreign";`);

    this.addSql(`alter table "request_questions" drop constraint "request_questions_request_id_foreign";`);

    this.addSql(`alter table "request_internal_shares" drop constraint "request_internal_shares_share_id_foreign";`);

    this.addSql(`alter table "request_answers" drop constraint "request_answers_share_id_foreign";`);

    this.addSql(`alter table "request_answers" drop constraint "request_answers_question_id_foreign";`);

    this.addSql(`drop table if exists "question_templates" cascade;`);

    this.addSql(`drop table if exists "requests" cascade;`);

    this.addSql(`drop table if exists "request_shares" cascade;`);

    this.addSql(`drop table if exists "request_internal_shares" cascade;`);

    this.addSql(`drop table if exists "request_questions" cascade;`);

    this.addSql(`drop table if exists "request_answers" cascade;`);
  }

}
