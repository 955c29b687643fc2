/** A result row as both drivers return it: jsonb parsed, timestamptz as Date, integer and float8 as number. */
export type Row = Record<string, unknown>

/** What both the PGlite and the Postgres implementation offer; the rest of the server only sees this. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query(sql: string, params?: readonly unknown[]): Promise<Row[]>
  /** Runs a script of one or more statements without parameters. */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  /** Runs `work` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
