// Vite (vitest) and server/build.mjs both load `*.sql?raw` as the file's text.
declare module '*.sql?raw' {
  const text: string
  export default text
}
