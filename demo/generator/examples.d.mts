// Types for examples.mjs, which the Node scripts import as plain JavaScript and the unit tests as typed.
export interface DemoExample {
  title: string
  code: string
}
export function parseExamples(source: string): DemoExample[]
export function dedent(text: string): string
