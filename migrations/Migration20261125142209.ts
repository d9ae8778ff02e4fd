import { Migration } from '@mikro-orm/migrations';

export class Migration20261125142209 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "category_sub_types" ("id" serial primary key, "category_id" varchar(40) not null, "name" varchar(80) not null);`);
    this.addSql(`alter table "category_sub_types" add constraint "category_sub_types_category_id_name_unique" unique ("category_id", "name");`);

    this.addSql(`create table "category_tags" ("id" serial primary key, "tag" varchar(60) not null, "category_type" varchar(20) not null);`);
    this.addSql(`alter table "category_tags" add constraint "category_tags_tag_category_type_unique" unique ("tag", "category_type");`);

    this.addSql(`create table "notifications" ("id" serial primary key, "user_id" int not null, "message" varchar(500) not null, "category" varchar(40) not null, "status" varchar(10) not null default 'unread', "created_at" timestamptz not null);`);
    this.addSql(`create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at");`);

    this.addSql(`create table "product_validations" ("id" serial primary key, "product_id" int not null, "partner_id" int not null, "project_id" int null, "requested_by_id" int null, "status" varchar(20) not null default 'queued', "decided_by_id" int null, "decided_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "product_validations" add constraint "product_validations_product_id_unique" unique ("product_id");`);
    this.addSql(`create index "product_validations_status_created_at_index" on "product_validations" ("status", "created_at");`);

    this.addSql(`alter table "category_sub_types" add constraint "category_sub_types_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "product_validations" add constraint "product_validations_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_validations" add constraint "product_validations_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_validations" add constraint "product_validations_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "product_validations" add constraint "product_validations_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "product_validations" add constraint "product_validations_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "category_sub_types" cascade;`);

    this.addSql(`drop table if exists "category_tags" cascade;`);

    this.addSql(`drop table if exists "notifications" cascade;`);

    this.addSql(`drop table if exists "product_validations" cascade;`);
  }

}
