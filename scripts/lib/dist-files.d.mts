// Types for dist-files.mjs, which the build and the bench import as plain JavaScript and the unit tests as typed.
export function entryFiles(distDir: string): string[]
export function chunkFiles(distDir: string): string[]
export function jsFilesIn(distDir: string, folder: string): string[]
export function fileSizes(distDir: string, file: string): { raw: number; gzip: number }
export function stableName(file: string): string
export function chunkName(file: string): string
export function staticImportClosure(distDir: string, file: string): string[]
