import { Migration } from '@mikro-orm/migrations';

// The audit log (issue 16): each event's actor role, source IP and before/after of the changed
// fields; rows immutable. Users and organizations with history can no longer be deleted (their
// foreign keys restrict instead of setting the event's column to null, an update).

export class Migration20261127103728_audit_actor extends Migration {

  override name = 'Migration20261127103728_audit_actor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "event" drop constraint "event_organization_id_foreign";`);
    this.addSql(`alter table "event" drop constraint "event_user_id_foreign";`);

    this.addSql(`alter table "event" add "actor_role" smallint null, add "source_ip" varchar(64) null, add "changes" jsonb null;`);
    this.addSql(`alter table "event" add constraint "event_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete restrict;`);
    this.addSql(`alter table "event" add constraint "event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete restrict;`);

    // Events written outside a request (workflow activities acting for a user) carry no role:
    // the acting user's role at the time, from their row.
    this.addSql(`create function event_actor_role() returns trigger language plpgsql as $$
      begin
        if new.actor_role is null and new.user_id is not null then
          select role into new.actor_role from app_user where id = new.user_id;
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger event_actor_role before insert on "event" for each row execute function event_actor_role();`);

    // Entries cannot be edited or deleted by any operation: the database refuses it.
    this.addSql(`create function event_immutable() returns trigger language plpgsql as $$
      begin
        raise exception 'the audit log is append-only: % on % refused', tg_op, tg_table_name using errcode = '42501';
      end $$;`);
    this.addSql(`create trigger event_immutable before update or delete on "event" for each row execute function event_immutable();`);
    this.addSql(`create trigger event_no_truncate before truncate on "event" for each statement execute function event_immutable();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger event_no_truncate on "event";`);
    this.addSql(`drop trigger event_immutable on "event";`);
    this.addSql(`drop function event_immutable();`);
    this.addSql(`drop trigger event_actor_role on "event";`);
    this.addSql(`drop function event_actor_role();`);

    this.addSql(`alter table "event" drop constraint "event_organization_id_foreign";`);
    this.addSql(`alter table "event" drop constraint "event_user_id_foreign";`);
    this.addSql(`alter table "event" drop column "actor_role", drop column "source_ip", drop column "changes";`);
    this.addSql(`alter table "event" add constraint "event_organization_id_foreign" foreign key ("organization_id") references "organization" ("id") on delete set null;`);
    this.addSql(`alter table "event" add constraint "event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
  }

}
