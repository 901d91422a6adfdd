interface Waiting<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Keyed reads asked for in one turn of the event loop, made as one query: a flash crowd's requests
 * arrive together (one poll of the sockets hands over many), and each would otherwise run the same
 * statement for its own key. The reads asked for while the sockets are handled are made together
 * right after (`setImmediate`), at most `max` keys a query, and each caller gets what its key found
 * (undefined when nothing). A key asked twice is read once; a failed query fails the reads it held.
 * One request alone waits for nothing more than the rest of its turn (decision 0012).
 */
export class ReadBatch<K, V> {
  private waiting: Map<K, Waiting<V>[]> | null = null;

  constructor(
    private readonly readAll: (keys: K[]) => Promise<Map<K, V>>,
    private readonly max = 500,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      if (!this.waiting) {
        this.waiting = new Map();
        setImmediate(() => this.flush());
      }
      const same = this.waiting.get(key);
      if (same) same.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
    });
  }

  private flush(): void {
    const waiting = this.waiting!;
    this.waiting = null;
    const keys = [...waiting.keys()];
    for (let start = 0; start < keys.length; start += this.max) {
      const part = keys.slice(start, start + this.max);
      let read: Promise<Map<K, V>>;
      try {
        read = this.readAll(part);
      } catch (error) {
        read = Promise.reject(error as Error);
      }
      read.then(
        (found) => {
          for (const key of part) for (const w of waiting.get(key)!) w.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of part) for (const w of waiting.get(key)!) w.reject(error);
        },
      );
    }
  }
}
