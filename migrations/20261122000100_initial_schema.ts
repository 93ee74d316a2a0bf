// Frozen in time: never import application code here.
import { type Kysely, sql } from 'kysely';

const uuidKey = sql`gen_random_uuid()`;
const now = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuidKey))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('admins_email_key')
    .unique()
    .on('admins')
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuidKey))
    .addColumn('username', 'text', (col) => col.notNull().check(sql`char_length(username) BETWEEN 3 AND 50`))
    .addColumn('mobile_number', 'text', (col) => col.notNull().check(sql`mobile_number ~ '^[0-9]{4,15}$'`))
    .addColumn('country_code', 'text', (col) => col.notNull().check(sql`country_code ~ '^[0-9]{1,4}$'`))
    .addColumn('email', 'text')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('last_login_at', 'timestamptz')
    .addUniqueConstraint('users_mobile_key', ['country_code', 'mobile_number'])
    .execute();
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await db.schema
    .createTable('trips')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuidKey))
    .addColumn('place', 'text', (col) => col.notNull().check(sql`char_length(btrim(place)) > 0`))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('date', 'date')
    .addColumn('price', 'numeric(12, 2)', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('days', 'text', (col) => col.notNull().check(sql`char_length(days) BETWEEN 2 AND 50`))
    .addColumn('group_size', 'integer', (col) => col.check(sql`group_size > 0`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('google_sheet_url', 'text', (col) => col.notNull())
    .addColumn('images', sql`text[]`, (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'`)
        .check(sql`cardinality(images) <= 10`),
    )
    .addColumn('video', 'text')
    .addColumn('itinerary_pdf', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('trips_dates_order', sql`start_date IS NULL OR end_date IS NULL OR end_date > start_date`)
    .execute();
  await db.schema.createIndex('trips_created_at_idx').on('trips').column('created_at desc').execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuidKey))
    .addColumn('reviewer_name', 'text', (col) => col.notNull().check(sql`char_length(btrim(reviewer_name)) > 0`))
    .addColumn('rating', 'smallint', (col) =>
      col
        .notNull()
        .defaultTo(5)
        .check(sql`rating BETWEEN 1 AND 5`),
    )
    .addColumn('review_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('images', sql`text[]`, (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'`)
        .check(sql`cardinality(images) <= 3`),
    )
    .addColumn('video', 'text')
    .addColumn('trip_id', 'uuid', (col) => col.references('trips.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('reviews_trip_id_idx').on('reviews').column('trip_id').execute();
  await db.schema.createIndex('reviews_created_at_idx').on('reviews').column('created_at desc').execute();

  // One row: the three counters of the landing page.
  await db.schema
    .createTable('statistics')
    .addColumn('id', 'smallint', (col) =>
      col
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('amazing_trips', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(7)
        .check(sql`amazing_trips >= 0`),
    )
    .addColumn('happy_travelers', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(8)
        .check(sql`happy_travelers >= 0`),
    )
    .addColumn('destinations', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(50)
        .check(sql`destinations >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.insertInto('statistics').values({ id: 1 }).execute();

  await db.schema
    .createTable('customization_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(uuidKey))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type IN ('trip_customization', 'general_customization')`))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('mobile_number', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('trip_id', 'uuid', (col) => col.references('trips.id').onDelete('set null'))
    .addColumn('trip_name', 'text')
    .addColumn('trip_price', 'numeric(12, 2)')
    .addColumn('trip_days', 'text')
    .addColumn('preferred_place', 'text', (col) => col.notNull())
    .addColumn('number_of_members', 'integer', (col) => col.notNull().check(sql`number_of_members BETWEEN 1 AND 50`))
    .addColumn('number_of_adults', 'integer', (col) => col.check(sql`number_of_adults BETWEEN 0 AND 50`))
    .addColumn('number_of_kids', 'integer', (col) => col.check(sql`number_of_kids BETWEEN 0 AND 20`))
    .addColumn('trip_type', 'text')
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date', (col) => col.notNull())
    .addColumn('additional_notes', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('handled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('handled_at', 'timestamptz')
    .addColumn('notification_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`notification_status IN ('pending', 'sent', 'failed', 'not_configured')`),
    )
    .addColumn('notification_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('notification_last_error', 'text')
    .addColumn('notified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('customization_requests_dates_order', sql`end_date > start_date`)
    .execute();
  for (const [name, column] of [
    ['customization_requests_user_id_idx', 'user_id'],
    ['customization_requests_trip_id_idx', 'trip_id'],
    ['customization_requests_created_at_idx', 'created_at desc'],
  ]) {
    await db.schema.createIndex(name).on('customization_requests').column(column).execute();
  }
  await db.schema
    .createIndex('customization_requests_pending_idx')
    .on('customization_requests')
    .column('notification_status')
    .where(sql<boolean>`notification_status IN ('pending', 'failed')`)
    .execute();

  // One-time sign-in codes; the id is the verificationId the client holds.
  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('mobile_number', 'text', (col) => col.notNull())
    .addColumn('username', 'text')
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose IN ('signup', 'login')`))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('client_address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('otp_codes_mobile_idx')
    .on('otp_codes')
    .columns(['country_code', 'mobile_number', 'created_at desc'])
    .execute();
  await db.schema.createIndex('otp_codes_address_idx').on('otp_codes').columns(['client_address', 'created_at desc']).execute();

  // Failed admin sign-ins, counted per address and e-mail for the login limit.
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigint', (col) => col.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('client_address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('login_failures_lookup_idx')
    .on('login_failures')
    .columns(['client_address', sql`lower(email)`, 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['login_failures', 'otp_codes', 'customization_requests', 'statistics', 'reviews', 'trips', 'users', 'admins']) {
    await db.schema.dropTable(table).execute();
  }
}
