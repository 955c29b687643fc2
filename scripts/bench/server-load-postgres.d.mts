export declare const POSTGRES_BIN: string
export declare function hasPostgresBinaries(): boolean
export declare function startPostgres(): Promise<{ url: string; stop(): Promise<void> }>
