/** The postgres.js client and the one way to write: withTx. */
import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

export function connect(url: string, options: { max?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: 10,
    idle_timeout: 30,
    // bigint counts and sequence numbers come back as JS numbers; they stay far below 2^53.
    types: {
      bigint: { to: 20, from: [20], parse: (text: string) => Number(text), serialize: (n: number) => String(n) },
    },
    transform: { undefined: null },
  });
}

/** Runs `work` in one transaction: every state change and its event commit together, or none does. */
export function withTx<T>(sql: Sql, work: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin((tx) => work(tx)) as Promise<T>;
}
