interface Pending<T> {
  row: T;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Rows added in one turn of the event loop, written together (a group commit), the write twin of
 * `ReadBatch`: a crowd's requests arrive together, and each would otherwise run its own INSERT.
 * Right after the turn (`setImmediate`) the rows go to `writeAll` at most `max` at a time, one part
 * after another; each `add` answers once its part is written, and a failed write fails the adds it
 * held.
 */
export class WriteBatch<T> {
  private pending: Pending<T>[] | null = null;

  constructor(
    private readonly writeAll: (rows: T[]) => Promise<unknown>,
    private readonly max = 500,
  ) {}

  add(row: T): Promise<void> {
    return new Promise((resolve, reject) => {
      if (!this.pending) {
        this.pending = [];
        setImmediate(() => void this.flush());
      }
      this.pending.push({ row, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const pending = this.pending!;
    this.pending = null;
    for (let at = 0; at < pending.length; at += this.max) {
      const part = pending.slice(at, at + this.max);
      try {
        await this.writeAll(part.map((p) => p.row));
        for (const p of part) p.resolve();
      } catch (error) {
        for (const p of part) p.reject(error);
      }
    }
  }
}
