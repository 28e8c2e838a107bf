import {
  Column,
  getTableName,
  is,
  Param,
  Placeholder,
  SQL,
  sql,
  Subquery,
  type DriverValueDecoder,
  type Query,
} from 'drizzle-orm';
import {
  PgDatabase,
  PgDialect,
  PgSession,
  type PgPreparedQuery,
  type PgQueryResultHKT,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import type { Queryable } from './database';

/** What drizzle hands its session when a query builder is prepared: kept, not run. */
class Captured {
  joinsNotNullableMap: Record<string, boolean> | undefined;
  constructor(
    readonly query: Query,
    readonly fields: SelectedFieldsOrdered | undefined,
  ) {}
  setToken() {
    return this;
  }
}

/**
 * A session that runs nothing: `prepareQuery` keeps what drizzle built (SQL text with
 * its placeholders in order, the selected fields) so that it is built once.
 */
class CapturingSession extends PgSession {
  constructor() {
    super(new PgDialect());
  }
  prepareQuery(query: Query, fields: SelectedFieldsOrdered | undefined): PgPreparedQuery<never> {
    return new Captured(query, fields) as unknown as PgPreparedQuery<never>;
  }
  transaction(): Promise<never> {
    throw new Error('A statement builder runs nothing.');
  }
}

const dialect = new PgDialect();
/** Builds statements only; `builtStatement` runs them on the caller's handle. */
const builder = new PgDatabase<PgQueryResultHKT>(dialect, new CapturingSession(), undefined);
export type StatementBuilder = typeof builder;

/** One placeholder per value the statement takes, named as its key. */
export type Placeholders<V> = { readonly [K in keyof V]: Placeholder<K & string, V[K]> };

/**
 * Placeholders as `set` and `values` take them: drizzle binds each through its column's
 * encoder (jsonb, arrays, timestamps) when the statement runs; only its types lack that.
 */
export function setValues<V>(p: Placeholders<V>): V {
  return p as unknown as V;
}

interface Preparable<R> {
  prepare(name: string): { execute(): Promise<R> };
}

export interface BuiltStatement<V, R> {
  /** The SQL text, built once (also the statement's name on drivers that prepare by name). */
  readonly text: string;
  run(db: Queryable, values: V): Promise<R>;
}

/**
 * A statement whose SQL text, parameter order and row mapping are built once, at
 * module load, then run on whatever handle the caller holds (a transaction's
 * connection or the pool) through drizzle's session for that driver. drizzle's own
 * `prepare` would bind it to the pool, outside the action's transaction.
 * `build` gets a builder and the values as placeholders: `(q, p) => q.select()…
 * .where(eq(t.userId, p.userId))`. A builder's rows come back as drizzle maps them; a
 * plain `sql` statement's as the driver answers them (column names, driver types).
 */
export function builtStatement<V extends object, R>(
  build: (q: StatementBuilder, p: Placeholders<V>) => Preparable<R>,
): BuiltStatement<V, R>;
export function builtStatement<V extends object, Row = Record<string, unknown>>(
  build: (q: StatementBuilder, p: Placeholders<V>) => SQL,
): BuiltStatement<V, Row[]>;
export function builtStatement<V extends object, R>(
  build: (q: StatementBuilder, p: Placeholders<V>) => Preparable<R> | SQL,
): BuiltStatement<V, R> {
  const placeholders = new Proxy({} as Placeholders<V>, {
    get: (_, name) => sql.placeholder(String(name)),
  });
  const statement = build(builder, placeholders);
  const { query, fields, joinsNotNullableMap } = is(statement, SQL)
    ? new Captured(dialect.sqlToQuery(statement), undefined)
    : (statement.prepare('built') as unknown as Captured);
  const mapRows = fields && rowMapper(fields, joinsNotNullableMap);
  const fill = paramFiller(query.params);
  // A name lets node-postgres parse the statement once per connection.
  const name = nameFor(query.sql);
  return {
    text: query.sql,
    run(db, values) {
      const prepared = db._.session.prepareQuery<PreparedQueryConfig & { execute: R }>(
        { sql: query.sql, params: fill(values as Record<string, unknown>) },
        undefined,
        name,
        mapRows !== undefined,
        mapRows as ((rows: unknown[][]) => R) | undefined,
      );
      const answer = prepared.execute();
      // Both drivers answer a plain statement with `{ rows }` (as queryRows reads it).
      return mapRows ? answer : answer.then((result) => (result as { rows: R }).rows);
    },
  };
}

/**
 * The statement's values in the text's order, each through its column's encoder where
 * drizzle put one (a placeholder in `set` or `values`). Unlike drizzle's own filling, a
 * null stays null: encoders (timestamps, jsonb) are not written for it.
 */
function paramFiller(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const fillers = params.map((param): ((values: Record<string, unknown>) => unknown) => {
    const placeholder = is(param, Placeholder)
      ? { name: param.name, encoder: undefined }
      : is(param, Param) && is(param.value, Placeholder)
        ? { name: param.value.name, encoder: param.encoder }
        : undefined;
    // Anything else is a constant of the text, already as the driver takes it.
    if (!placeholder) return () => param;
    const { name, encoder } = placeholder;
    return (values) => {
      if (!(name in values)) throw new Error(`No value for placeholder "${name}".`);
      const value = values[name];
      return value === null || encoder === undefined ? value : encoder.mapToDriverValue(value);
    };
  });
  return (values) => fillers.map((fill) => fill(values));
}

const textsByName = new Map<string, string>();

/**
 * A short name for a statement's text (PostgreSQL names are at most 63 bytes), never
 * one another text has: node-postgres refuses a name reused for a different text.
 */
function nameFor(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  let name = `b${(h >>> 0).toString(36)}_${text.length.toString(36)}`;
  while (textsByName.has(name) && textsByName.get(name) !== text) name += '_';
  textsByName.set(name, text);
  return name;
}

interface FieldMapping {
  path: string[];
  decoder: Decoder;
  /** A column of a joined table, for a nested object that a left join may leave empty. */
  table: string | undefined;
}

/**
 * drizzle's mapResultRow with the per-field decisions made once: each array row
 * becomes the nested object the builder's selection describes, values decoded by
 * their column (timestamps to Dates, jsonb parsed) or their `sql<T>` decoder, and a
 * left-joined table's object null when all its columns are.
 */
function rowMapper(
  fields: SelectedFieldsOrdered,
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const mappings: FieldMapping[] = fields.map(({ path, field }) => ({
    path,
    decoder: decoderOf(field),
    table:
      joinsNotNullableMap && is(field, Column) && path.length === 2
        ? getTableName(field.table)
        : undefined,
  }));
  const nullable = joinsNotNullableMap && Object.values(joinsNotNullableMap).includes(false);
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    const emptyTables = nullable ? new Map<string, string | false>() : undefined;
    for (let i = 0; i < mappings.length; i++) {
      const { path, decoder, table } = mappings[i]!;
      let node = result;
      for (let j = 0; j < path.length - 1; j++) {
        node = (node[path[j]!] ??= {}) as Record<string, unknown>;
      }
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      node[path[path.length - 1]!] = value;
      if (emptyTables && table !== undefined) {
        const object = path[0]!;
        const seen = emptyTables.get(object);
        if (seen === undefined) emptyTables.set(object, value === null ? table : false);
        else if (seen !== table) emptyTables.set(object, false);
      }
    }
    if (emptyTables) {
      for (const [object, table] of emptyTables) {
        if (table !== false && !joinsNotNullableMap![table]) result[object] = null;
      }
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
}

type Decoder = DriverValueDecoder<unknown, unknown>;

/** As mapResultRow chooses it; an `sql` fragment's decoder is internal to drizzle's types. */
function decoderOf(field: SelectedFieldsOrdered[number]['field']): Decoder {
  if (is(field, Column)) return field;
  const fragment = is(field, SQL) ? field : is(field, Subquery) ? field._.sql : field.sql;
  return (fragment as unknown as { decoder: Decoder }).decoder;
}
