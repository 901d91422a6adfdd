import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

type Query = QueryRunner['query'];

/**
 * SQLite has one connection, shared by every request. A transaction that awaits between its
 * statements leaves that connection inside BEGIN … COMMIT, so a statement another request runs
 * meanwhile would land inside it: its write rolled back with it (a wrong payment-password try
 * forgotten, a receipt lost), its read seeing what is not committed yet.
 *
 * The gate keeps them apart:
 * - transactions take turns (`transaction`), each on a query runner of its own that runs on
 *   the same connection: what runs through its manager (`tx`) belongs to it;
 * - a statement run outside a transaction — through the data source's manager or `sqlOf`
 *   without `tx` — runs at once when no transaction is open, else waits for its turn after the
 *   open one (`outside`).
 *
 * Inside a transaction every statement must go through its `tx`: one that does not would wait
 * for the transaction it is part of. Under tests (NODE_ENV=test) the gate tracks which
 * transaction a statement comes from and throws on such a statement instead; production does not
 * pay for that tracking (AsyncLocalStorage doubles the cost of every await on Node 20).
 *
 * On MySQL each transaction has its own connection and none of this applies.
 *
 * One of the two SQLite patches (decision 0018, pinned to TypeORM's version in sqlite-patches.ts):
 * it replaces the data source's driver's createQueryRunner, and makes the transactions' runner with
 * the class of the driver's own.
 */
export class SqliteGate {
  private tail: Promise<unknown> = Promise.resolve();
  private open = false;
  /** Under tests: which transaction a statement comes from (see the class comment), and the open one. */
  private readonly inside = process.env.NODE_ENV === 'test' ? new AsyncLocalStorage<number>() : null;
  private opened = 0;
  private readonly runner: QueryRunner & { manager: EntityManager };

  private constructor(dataSource: DataSource) {
    const { driver } = dataSource;
    const create = driver.createQueryRunner.bind(driver);
    // The transactions' own runner: the driver's kind, on the driver's one connection.
    const Runner = create('master').constructor as new (d: typeof driver) => QueryRunner;
    const runner = new Runner(driver);
    this.runner = Object.assign(runner, { manager: dataSource.createEntityManager(runner) });
    // Every other statement goes through the driver's shared runner (made anew if the data source
    // is reopened): it waits while a transaction is open.
    const gated = new WeakSet<QueryRunner>();
    // Under tests, the tracking ends with the connection: an AsyncLocalStorage left enabled is
    // visited at every promise the process creates from then on, so each app and ops command a
    // test process had opened would slow down every await after it. (A reopened data source's
    // next transaction enables it again.)
    const { inside } = this;
    if (inside) {
      const disconnect = driver.disconnect.bind(driver);
      driver.disconnect = async () => {
        inside.disable();
        return disconnect();
      };
    }
    driver.createQueryRunner = (mode) => {
      const shared = create(mode);
      if (!gated.has(shared)) {
        gated.add(shared);
        const query: Query = shared.query.bind(shared);
        shared.query = ((...args: Parameters<Query>) => this.outside(() => query(...args))) as Query;
      }
      return shared;
    };
  }

  private static readonly gates = new WeakMap<DataSource, SqliteGate>();

  /** The gate of a SQLite data source (made on first use), or null on MySQL. */
  static of(dataSource: DataSource): SqliteGate | null {
    if (dataSource.options.type !== 'better-sqlite3') return null;
    let gate = SqliteGate.gates.get(dataSource);
    if (!gate) {
      gate = new SqliteGate(dataSource);
      SqliteGate.gates.set(dataSource, gate);
    }
    return gate;
  }

  /** Runs `work` in a transaction when every earlier one has ended. */
  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.turn(async () => {
      this.open = true;
      const id = ++this.opened;
      try {
        const { inside, runner } = this;
        return await (inside
          ? inside.run(id, () => runner.manager.transaction(work))
          : runner.manager.transaction(work));
      } finally {
        this.open = false;
      }
    });
  }

  /** A statement from outside any transaction: now, or after the open transaction. */
  outside<T>(statement: () => Promise<T>): Promise<T> {
    if (!this.open) return statement();
    if (this.inside && this.inside.getStore() === this.opened) {
      return Promise.reject(
        new Error('a statement inside a transaction did not go through its tx: it would wait for its own transaction'),
      );
    }
    return this.turn(statement);
  }

  /** True while a transaction is open (a statement outside it must wait: `outside`). */
  get busy(): boolean {
    return this.open;
  }

  private turn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
