// @ts-check
// Parameterised queries on PGlite in one pass through PostgreSQL instead of six.
// PGlite's own `query` runs Parse, Describe, Bind, Describe, Execute and Sync each as a
// call into WebAssembly, has PostgreSQL parse and plan the text every time, and copies
// its parser table for every query. Here each distinct text is parsed once into a named
// statement whose parameter and column types are kept; after that a query is one buffer
// (Bind, Execute, Sync) and one call, and PostgreSQL reuses the parsed statement.
import { protocol, types } from '@electric-sql/pglite';

const { serialize, Parser } = protocol;

/** Parsed statements kept (the oldest closed beyond this): enough for every hot query. */
export const MAX_STATEMENTS = 200;

// Date-like values stay text, exactly as drizzle-orm/pglite asks for them
// (its own parsers map these types to identity); drizzle turns them into Dates.
const identity = (/** @type {string} */ value) => value;
export const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((oid) => [oid, identity]),
);

/** PostgreSQL's "cached plan must not change result type": the table changed under it. */
const PLAN_CHANGED = '0A000';

/**
 * @typedef {{ name: string, paramTypes: number[], fields: { name: string, dataTypeID: number }[] }} Statement
 * @typedef {{ rows: unknown[], fields: { name: string, dataTypeID: number }[], affectedRows: number }} QueryResult
 * @typedef {import('@electric-sql/pglite').PGlite} PGlite
 */

/**
 * @param {PGlite} db (PGlite still hands the NOTIFY payloads in answers to its listeners)
 */
export function preparedQueries(db) {
  /** @type {Map<string, Statement>} */
  const statements = new Map();
  /** @type {Uint8Array[]} Close messages, sent with the next call */
  const closing = [];
  let named = 0;
  const parsers = { ...db.parsers, ...DRIZZLE_PARSERS };
  const serializers = db.serializers;

  /**
   * Sends the messages in one call and reads the answer: its messages in order, and the
   * first error (after one, PostgreSQL skips the rest up to Sync).
   * @param {Uint8Array[]} messages
   */
  async function roundTrip(messages) {
    const answer = await db.execProtocolRaw(concat([...closing.splice(0), ...messages]));
    /** @type {any[]} */
    const received = [];
    /** @type {Error | undefined} */
    let error;
    new Parser().parse(answer, (/** @type {any} */ msg) => {
      if (msg.name === 'error') error ??= msg;
      else received.push(msg);
    });
    return { received, error };
  }

  /**
   * Parses `sql` into a named statement and learns its types.
   * @param {string} sql
   * @param {Uint8Array[]} before messages to send first (a deferred prefix)
   */
  async function prepare(sql, before) {
    const name = `s${++named}`;
    const { received, error } = await roundTrip([
      ...before,
      serialize.parse({ name, text: sql, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    if (error) throw error;
    const params = received.find((m) => m.name === 'parameterDescription');
    const rows = received.find((m) => m.name === 'rowDescription');
    /** @type {Statement} */
    const statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: (rows?.fields ?? []).map((/** @type {any} */ f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
      })),
    };
    statements.set(sql, statement);
    return statement;
  }

  /** Closes a kept statement with the next call. */
  function forget(/** @type {string} */ sql) {
    const statement = statements.get(sql);
    if (!statement) return;
    statements.delete(sql);
    closing.push(serialize.close({ type: 'S', name: statement.name }));
  }

  /**
   * @param {string} sql
   * @param {unknown[]} params
   * @param {'array' | 'object'} rowMode
   * @param {string | undefined} prefix a simple query to run first (BEGIN, savepoints)
   * @returns {Promise<QueryResult>}
   */
  async function query(sql, params, rowMode, prefix) {
    /** @type {Uint8Array[]} */
    const before = prefix ? [serialize.query(prefix)] : [];
    let statement = statements.get(sql);
    if (statement) {
      // Most recently used last: the first key is the one to close when full.
      statements.delete(sql);
      statements.set(sql, statement);
    } else {
      if (statements.size >= MAX_STATEMENTS) forget(statements.keys().next().value ?? '');
      statement = await prepare(sql, before);
      before.length = 0;
    }
    const { paramTypes, fields } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = /** @type {number} */ (paramTypes[i]);
      const write = serializers[type];
      return write ? write(value) : String(value);
    });
    const { received, error } = await roundTrip([
      ...before,
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    if (error) {
      if (/** @type {{ code?: string }} */ (error).code === PLAN_CHANGED) forget(sql);
      throw error;
    }
    const rows = [];
    let affectedRows = 0;
    for (const msg of received) {
      if (msg.name === 'dataRow') rows.push(toRow(msg.fields, fields, rowMode));
      else if (msg.name === 'commandComplete') affectedRows = affected(msg.text);
    }
    return { rows, fields, affectedRows };
  }

  /**
   * @param {(string | null)[]} values
   * @param {Statement['fields']} fields
   * @param {'array' | 'object'} rowMode
   */
  function toRow(values, fields, rowMode) {
    if (rowMode === 'array') {
      return values.map((v, i) => types.parseType(v, fields[i]?.dataTypeID ?? 0, parsers));
    }
    /** @type {Record<string, unknown>} */
    const row = {};
    values.forEach((v, i) => {
      const field = fields[i];
      if (field) row[field.name] = types.parseType(v, field.dataTypeID, parsers);
    });
    return row;
  }

  /**
   * COMMIT, after the statements deferred to it. Should one of them fail, the transaction
   * is in error and PostgreSQL answers the COMMIT with ROLLBACK: either way it has ended.
   * @param {string | undefined} prefix
   */
  async function commit(prefix) {
    const { received, error } = await roundTrip([
      ...(prefix ? [serialize.query(prefix)] : []),
      serialize.query('COMMIT'),
    ]);
    if (error) throw error;
    // A transaction already in error is rolled back by COMMIT, with no error: the caller
    // must not take it for a commit.
    // (Its tag is the last one: ROLLBACK TO SAVEPOINT, deferred before it, is tagged ROLLBACK too.)
    const tags = received.filter((m) => m.name === 'commandComplete');
    if (tags[tags.length - 1]?.text === 'ROLLBACK') {
      throw Object.assign(new Error('Transaction was rolled back instead of committed'), {
        code: '25P02',
      });
    }
  }

  return { query, commit };
}

/** Rows written, as PGlite counts them (INSERT 0 3, UPDATE 2, …); 0 for anything else. */
function affected(/** @type {string} */ tag) {
  const words = tag.split(' ');
  const count = Number.parseInt(words[words.length - 1] ?? '', 10);
  return ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0] ?? '') &&
    !Number.isNaN(count)
    ? count
    : 0;
}

function concat(/** @type {Uint8Array[]} */ parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
