import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { preparedQueries } from './pglite-prepared.ts';

let client: PGlite;
let prepared: ReturnType<typeof preparedQueries>;

beforeEach(async () => {
  client = await PGlite.create();
  prepared = preparedQueries(client, { maxStatements: 3 });
  await client.exec(`
    create table t (
      id int primary key, name text not null, at timestamptz, day date, doc jsonb,
      bytes bytea, big int8, price numeric, tags text[], ok boolean
    )`);
});
afterEach(() => client.close());

const ROW = [
  1,
  'Asha',
  '2026-11-24T10:00:00.000Z',
  '2026-11-24',
  JSON.stringify({ a: [1, 2] }),
  new Uint8Array([0, 1, 255]),
  '9007199254740993',
  '1299.50',
  ['x', 'y'],
  true,
];
const INSERT = 'insert into t values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';
const prepareCount = async () =>
  (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

describe('prepared queries on PGlite', () => {
  it("give the same rows, fields and counts as PGlite's own query(), in both row modes", async () => {
    const mine = await prepared.query(INSERT, ROW);
    const theirs = await client.query(INSERT, [2, ...ROW.slice(1)]);
    expect(mine).toEqual(theirs);
    expect(mine.affectedRows).toBe(1);
    const select = 'select * from t where id = any($1) order by id';
    for (const rowMode of ['array', 'object'] as const) {
      const a = await prepared.query(select, [[1, 2]], { rowMode });
      expect(a).toEqual(await client.query(select, [[1, 2]], { rowMode }));
      expect(a.rows).toHaveLength(2);
    }
    const nulls = await prepared.query('select $1::text as a, null::jsonb as b', [null]);
    expect(nulls.rows).toEqual([{ a: null, b: null }]);
    expect((await prepared.query('update t set name = $1', ['Beena'])).affectedRows).toBe(2);
  });

  it('parse each distinct text once and reuse it; the least recently used are closed past the limit', async () => {
    const before = await prepareCount();
    for (let i = 0; i < 5; i++) await prepared.query('select $1::int + 1 as n', [i]);
    expect(await prepareCount()).toBe(before + 1);
    await prepared.query('select 2', []);
    await prepared.query('select 3', []);
    await prepared.query('select $1::int + 1 as n', [0]); // used again: now the most recent
    await prepared.query('select 4', []); // a fourth text closes the oldest, "select 2"
    const names = (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map(
      (r) => r.statement,
    );
    expect(names.sort()).toEqual(['select $1::int + 1 as n', 'select 3', 'select 4']);
  });

  it('report database errors with their code and keep working after them', async () => {
    await prepared.query(INSERT, ROW);
    await expect(prepared.query(INSERT, ROW)).rejects.toMatchObject({ code: '23505' });
    await expect(prepared.query('select from nowhere', [])).rejects.toMatchObject({ code: '42P01' });
    await expect(prepared.query('select $1::int as n', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await prepared.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('run a standalone query only after an open transaction ends, never inside it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    const tx = client.transaction(async (t) => {
      await prepared.queryInTransaction(INSERT, ROW);
      entered();
      await gate;
      await t.rollback();
    });
    await inside;
    let done = false;
    const outside = prepared.query('select count(*)::int as n from t', []).then((r) => {
      done = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    release();
    await tx;
    expect((await outside).rows).toEqual([{ n: 0 }]); // the rolled-back row was never seen
  });
});
