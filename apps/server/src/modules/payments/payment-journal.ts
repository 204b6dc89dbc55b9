import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The last line of defence for a charge the database could not record (docs/decisions/0010): an
 * append-only file in DATA_DIR with the order and the gateway's transaction id. The recovery job
 * writes each entry to the database once it answers again and then drops it. It holds no card data.
 */
export type JournalEntry = {
  orderId: number;
  transactionId: string | null;
  cardLast4: string | null;
  cardType: string | null;
  at: string;
};

export class PaymentJournal {
  private readonly file: string;
  /** Serializes writers in this process; entries are whole lines, so readers never see half of one. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'payments-journal.ndjson');
  }

  append(entry: JournalEntry): Promise<void> {
    return this.serial(async () => {
      await fs.mkdir(path.dirname(this.file), { recursive: true });
      await fs.appendFile(this.file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    });
  }

  async read(): Promise<JournalEntry[]> {
    let text: string;
    try {
      text = await fs.readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as JournalEntry);
  }

  /** Drops the entries for these orders, keeping anything appended meanwhile. */
  remove(orderIds: number[]): Promise<void> {
    const done = new Set(orderIds);
    return this.serial(async () => {
      const left = (await this.read()).filter((e) => !done.has(e.orderId));
      const tmp = `${this.file}.tmp`;
      await fs.writeFile(tmp, left.map((e) => `${JSON.stringify(e)}\n`).join(''), { mode: 0o600 });
      await fs.rename(tmp, this.file);
    });
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
