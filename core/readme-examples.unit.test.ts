import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import * as core from './index.ts'

// Keeps core/README.md honest: every ```ts block type-checks against the sources, every `// → result` of a
// ```ts run block is what the code gives, and the overview lists every export and links every folder.

const coreDir = dirname(fileURLToPath(import.meta.url))
const root = resolve(coreDir, '..')
const readme = readFileSync(join(coreDir, 'README.md'), 'utf8')
const PACKAGE_IMPORT = /(['"])ss-elements\/core\1/g
const RESULT_COMMENT = /^\/\/ → /

interface Example {
  heading: string
  /** The README line of the block's first code line (1-based). */
  line: number
  code: string
  run: boolean
}

function examplesOf(markdown: string): Example[] {
  const examples: Example[] = []
  let heading = '(top)'
  let open: Omit<Example, 'code'> & { lines: string[] } | undefined
  markdown.split('\n').forEach((text, index) => {
    if (open) {
      if (text.trim() === '```') {
        examples.push({ heading: open.heading, line: open.line, code: open.lines.join('\n'), run: open.run })
        open = undefined
      } else open.lines.push(text)
      return
    }
    const fence = /^```ts( run)?\s*$/.exec(text)
    if (fence) open = { heading, line: index + 2, run: Boolean(fence[1]), lines: [] }
    else if (/^#{1,4} /.test(text)) heading = text.replace(/^#+ /, '')
  })
  return examples
}

const examples = examplesOf(readme)
const where = (example: Example, lineInBlock = 0) => `"${example.heading}" (core/README.md:${example.line + lineInBlock})`

const exampleFile = (index: number) => join(coreDir, `readme-example-${index}.ts`)

/** One program for every block (as files beside core/index.ts, importing it) and the index itself. */
function createExampleProgram(): ts.Program {
  const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root)
  const files = new Map(
    examples.map((example, index) => [exampleFile(index), example.code.replace(PACKAGE_IMPORT, '$1./index.ts$1')]),
  )
  const host = ts.createCompilerHost(options)
  const { fileExists, readFile, getSourceFile } = host
  host.fileExists = (file) => files.has(file) || fileExists(file)
  host.readFile = (file) => files.get(file) ?? readFile(file)
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file)
    return text === undefined ? getSourceFile(file, language, ...rest) : ts.createSourceFile(file, text, language)
  }
  return ts.createProgram([...files.keys(), join(coreDir, 'index.ts')], options, host)
}

// Parsing and binding the DOM and Node typings dominate the type check: it took 7 to 13 s on a shared 2-core
// machine, and over 30 s under a load of 18, hence the generous time-out.
const TYPE_CHECK_TIMEOUT_MS = 120_000
let exampleProgram: ts.Program | undefined
const program = () => (exampleProgram ??= createExampleProgram())

function typeErrors(): string[] {
  return examples.flatMap((example, index) => {
    const source = program().getSourceFile(exampleFile(index))!
    return [...program().getSyntacticDiagnostics(source), ...program().getSemanticDiagnostics(source)].map((diagnostic) => {
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
      return `${where(example, line)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`
    })
  })
}

function exportedNames(): string[] {
  const checker = program().getTypeChecker()
  const index = checker.getSymbolAtLocation(program().getSourceFile(join(coreDir, 'index.ts'))!)!
  return checker.getExportsOfModule(index).map((symbol) => symbol.name)
}

/**
 * The block as the body of an async function: imports from the package become reads of `core`, and each
 * statement followed by `// → result` checks its value (or, for a declaration, the declared name) against the
 * result; `// → throws RangeError: message` expects that error.
 */
function runnable(example: Example): string {
  const source = ts.createSourceFile('example.ts', example.code, ts.ScriptTarget.ES2022, true)
  const statements = source.statements.map((statement) => {
    const text = statement.getText(source)
    const { line } = source.getLineAndCharacterOfPosition(statement.getStart(source))
    const label = JSON.stringify(where(example, line))
    if (ts.isImportDeclaration(statement)) {
      const names = statement.importClause?.namedBindings
      if (statement.importClause?.isTypeOnly || !names || !ts.isNamedImports(names)) return ''
      const values = names.elements.filter((name) => !name.isTypeOnly).map((name) => name.getText(source))
      return `const { ${values.join(', ')} } = __core;`
    }
    const comment = ts
      .getTrailingCommentRanges(example.code, statement.end)
      ?.map((range) => example.code.slice(range.pos, range.end))
      .find((text) => RESULT_COMMENT.test(text))
    if (!comment) return text
    const result = comment.replace(RESULT_COMMENT, '')
    const thrown = /^throws (\w+): (.*)$/.exec(result)
    if (ts.isExpressionStatement(statement)) {
      const expression = statement.expression.getText(source)
      return thrown
        ? `__checkThrows(() => (${expression}), ${JSON.stringify(thrown[1])}, ${JSON.stringify(thrown[2])}, ${label});`
        : `__check(await (${expression}), () => (${result}), ${label});`
    }
    const declared = ts.isVariableStatement(statement) ? statement.declarationList.declarations : []
    const name = declared.length === 1 && ts.isIdentifier(declared[0]!.name) ? declared[0]!.name.text : undefined
    if (!name || thrown) throw new Error(`${JSON.parse(label)}: a result comment must follow an expression or one declaration`)
    return `${text}\n__check(${name}, () => (${result}), ${label});`
  })
  return ts.transpileModule(statements.join('\n'), { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText
}

type Check = (actual: unknown, expected: () => unknown, label: string) => void
type CheckThrows = (action: () => unknown, errorName: string, message: string, label: string) => void
const AsyncFunction = (async () => {}).constructor as new (...parameters: string[]) => (
  core: object,
  check: Check,
  checkThrows: CheckThrows,
) => Promise<void>

const check: Check = (actual, expected, label) => expect.soft(actual, label).toStrictEqual(expected())
/** An error of that name whose message contains the text written (long lists of values may be left out). */
const checkThrows: CheckThrows = (action, errorName, message, label) => {
  let thrown: unknown
  try {
    action()
  } catch (error) {
    thrown = error
  }
  expect.soft(thrown, label).toBeInstanceOf(Error)
  expect.soft((thrown as Error | undefined)?.name, label).toBe(errorName)
  expect.soft((thrown as Error | undefined)?.message, label).toContain(message)
}

/** The anchor GitHub gives a heading: lower case, punctuation removed, each space a hyphen. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')

describe('core/README.md', () => {
  it('has ts examples, and result comments only in ```ts run blocks', () => {
    expect(examples.filter((example) => example.run).length).toBeGreaterThan(10)
    const stray = examples.filter((example) => !example.run && /\/\/ → /.test(example.code)).map((example) => where(example))
    expect(stray).toEqual([])
  })

  it('every ```ts block type-checks against the sources with the repository options', () => {
    expect(typeErrors()).toEqual([])
  }, TYPE_CHECK_TIMEOUT_MS)

  it.each(examples.filter((example) => example.run).map((example) => [where(example), example] as const))(
    'the results written in %s are what the code gives',
    async (_, example) => {
      const arrows = example.code.split('\n').filter((text) => /\/\/ → /.test(text)).length
      const code = runnable(example)
      expect(code.split('__check').length - 1, 'every result comment is checked').toBe(arrows)
      await new AsyncFunction('__core', '__check', '__checkThrows', code)(core, check, checkThrows)
    },
  )

  it('lists each export of ss-elements/core once, in the "Exports:" paragraph of its module', () => {
    const exported = exportedNames()
    const listed = [...readme.matchAll(/^Exports: ([\s\S]*?)\n\n/gm)].flatMap(([, list]) =>
      [...list!.matchAll(/`(\w+)`/g)].map(([, name]) => name!),
    )
    expect(exported.length).toBeGreaterThanOrEqual(Object.keys(core).length)
    expect(listed.sort()).toEqual(exported.sort())
  }, TYPE_CHECK_TIMEOUT_MS)

  it('links the README of every core folder, and only to files of the repository and its own headings', () => {
    const folders = readdirSync(coreDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.filter((folder) => !readme.includes(`](${folder}/README.md)`))).toEqual([])
    const targets = [...readme.matchAll(/\]\(([^)]+)\)/g)].map(([, target]) => target!)
    const anchors = new Set([...readme.matchAll(/^#{1,4} (.+)$/gm)].map(([, heading]) => `#${anchorOf(heading!)}`))
    expect(targets.filter((target) => /^[a-z]+:/i.test(target))).toEqual([])
    expect(targets.filter((target) => target.startsWith('#') && !anchors.has(target))).toEqual([])
    expect(targets.filter((target) => !target.startsWith('#') && !existsSync(resolve(coreDir, target)))).toEqual([])
  })
})
