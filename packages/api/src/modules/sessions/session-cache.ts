import type { DataSource } from 'typeorm';
import type { SessionWithUser } from './sessions.repository.js';

/** The parts of better-sqlite3's connection the cache uses. */
interface NativeSqlite {
  readonly open: boolean;
  readonly inTransaction: boolean;
  prepare(text: string): { pluck(): { get(): unknown } };
  function(name: string, run: (kind: string, key: unknown) => null): unknown;
  exec(text: string): unknown;
}

/** Sessions (and as many users) kept at most; the oldest kept goes first. */
const KEPT = 50_000;

const CHANGED = 'fanpass_session_cache_changed';

/**
 * The columns a login check reads (SessionsRepository's read is made from these lists, so a column
 * it reads is always one the triggers watch).
 */
export const SESSION_COLUMNS = ['id', 'user_id', 'expires_at', 'revoked_at', 'device_class'] as const;
export const USER_COLUMNS = ['id', 'uuid', 'status', 'role', 'phone_verified'] as const;

/**
 * Connection-local triggers (TEMP: nothing is written to the database file, and another
 * connection's writes never call them) on exactly the columns a login check reads.
 */
const TRIGGERS = [
  `AFTER UPDATE OF ${SESSION_COLUMNS.join(', ')} ON main.sessions BEGIN SELECT ${CHANGED}('s', OLD.id); END`,
  `AFTER DELETE ON main.sessions BEGIN SELECT ${CHANGED}('s', OLD.id); END`,
  `AFTER UPDATE OF ${USER_COLUMNS.join(', ')} ON main.users BEGIN SELECT ${CHANGED}('u', OLD.id); END`,
  `AFTER DELETE ON main.users BEGIN SELECT ${CHANGED}('u', OLD.id); END`,
].map((body, i) => `CREATE TEMP TRIGGER IF NOT EXISTS fanpass_session_cache_${i} ${body}`);

/**
 * The session rows and user fields that every authenticated request checks, kept between
 * requests on the embedded database, so that a fan's requests after the first one skip the
 * session read (docs/architecture.md, "a fifteenth round"). It answers exactly what the read
 * would, revocation included:
 *
 * - a write on the app's own connection (its one SQLite connection: TypeORM or raw SQL, inside a
 *   transaction or not) to a column the check reads drops that session or user at once, from a
 *   TEMP trigger calling a function registered on the connection. A transaction rolled back only
 *   costs a read;
 * - a commit by any other connection (another process, the ops command's own data source) moves
 *   `PRAGMA data_version`, which every lookup that finds a session kept reads first; when it
 *   moved, everything kept is dropped (a lookup that finds nothing kept reads the session instead:
 *   one statement either way);
 * - a read that a change may have overtaken (any drop while it waited) is not kept.
 *
 * Off on MySQL/MariaDB, where several instances share the database: every request reads its
 * session there.
 */
export class SessionCache {
  private readonly sessions = new Map<string, SessionWithUser['session']>();
  private readonly users = new Map<number, SessionWithUser['user']>();
  /** Moves on every drop: a read begun before it is not kept. */
  private generation = 0;
  private connection: NativeSqlite | undefined;
  private dataVersion: { get(): unknown } | undefined;
  private version: unknown;

  private constructor(private readonly dataSource: DataSource) {}

  /** The cache of a SQLite data source, or null on MySQL/MariaDB. */
  static of(dataSource: DataSource): SessionCache | null {
    return dataSource.options.type === 'better-sqlite3' ? new SessionCache(dataSource) : null;
  }

  /**
   * The session kept for this id with its user, when both are and no other connection has committed
   * since the version was last read. Only a hit reads the version: a miss is read from the table
   * next anyway, and what it keeps was read after any commit before it. Every hit is checked by a
   * version read after the commits that came before it, and the version kept is only ever replaced
   * together with everything kept: so whatever another connection committed after a session was
   * read drops it before it answers again (docs/architecture.md, "a sixteenth round").
   */
  find(id: string): SessionWithUser | undefined {
    const native = (this.dataSource.driver as unknown as { databaseConnection?: NativeSqlite }).databaseConnection;
    if (native !== this.connection && !(native && this.watch(native))) return undefined;
    const session = this.sessions.get(id);
    const user = session && this.users.get(session.userId);
    if (!user) return undefined;
    const version = this.dataVersion!.get();
    if (version !== this.version) {
      this.version = version;
      this.dropAll();
      return undefined;
    }
    return { session: session!, user };
  }

  /** To hand to `keep` with what a read then finds. */
  mark(): number {
    return this.generation;
  }

  /** Keeps what a read found, unless something was dropped since its `mark`. */
  keep(found: SessionWithUser, mark: number): void {
    if (mark !== this.generation || !this.connection) return;
    const { session, user } = found;
    this.sessions.delete(session.id);
    this.sessions.set(session.id, session);
    this.users.delete(user.id);
    this.users.set(user.id, user);
    if (this.sessions.size > KEPT) this.sessions.delete(this.sessions.keys().next().value!);
    if (this.users.size > KEPT) this.users.delete(this.users.keys().next().value!);
  }

  /** Starts watching a connection (the first, or one reopened): function, triggers, version. */
  private watch(native: NativeSqlite): boolean {
    this.dropAll();
    this.connection = undefined;
    // A trigger created inside a transaction would go if it rolled back: wait for a turn without one.
    if (!native.open || native.inTransaction) return false;
    try {
      native.function(CHANGED, (kind, key) => {
        this.drop(kind, key);
        return null;
      });
      for (const trigger of TRIGGERS) native.exec(trigger);
      this.dataVersion = native.prepare('PRAGMA data_version').pluck();
      this.version = this.dataVersion.get();
    } catch {
      // No tables yet (before the migrations): read every session until there are.
      return false;
    }
    this.connection = native;
    return true;
  }

  private drop(kind: string, key: unknown): void {
    this.generation++;
    if (kind === 's') this.sessions.delete(String(key));
    else this.users.delete(Number(key));
  }

  private dropAll(): void {
    this.generation++;
    this.sessions.clear();
    this.users.clear();
  }
}
