import { describe, expect, it } from 'vitest'
import { smallSharedModules, type GraphModule } from './small-shared-modules.mjs'

interface Module {
  entry?: boolean
  imports?: string[]
  lazy?: string[]
  length?: number
}

/** The modules joining `shared` in a build of `graph`, where `zod` is what `shared` holds and `class` the element classes. */
function joining(graph: Record<string, Module>, maxGroupLength = 100): string[] {
  const info = (id: string): GraphModule | null =>
    graph[id]
      ? {
          isEntry: graph[id].entry ?? false,
          importedIds: graph[id].imports ?? [],
          dynamicImporters: Object.keys(graph).filter((other) => graph[other]!.lazy?.includes(id)),
          code: 'x'.repeat(graph[id].length ?? 10),
        }
      : null
  const found = smallSharedModules(Object.keys(graph), info, {
    inShared: (id) => id === 'zod',
    keptApart: (id) => id === 'zod' || id === 'class',
    alsoLoaded: (id) => id === 'class',
    isElementRoot: (id) => id.endsWith('/implementation'),
    elementOf: (id) => (id.includes('/') ? id.split('/')[0] : undefined),
    maxGroupLength,
  })
  return [...found].sort()
}

describe('small modules joining the shared chunk', () => {
  const twoElements: Record<string, Module> = {
    gallery: { entry: true, imports: ['class', 'zod', 'motion', 'pin'] },
    image: { entry: true, imports: ['class', 'zod', 'pin'] },
    class: {},
    zod: {},
    motion: {},
    pin: { imports: ['class'] },
  }

  it('takes the small groups that only pages loading shared reach', () => {
    expect(joining(twoElements)).toEqual(['motion', 'pin'])
  })

  it("leaves a group that one element reaches, even with the non-visual entry: other pages would pay for it", () => {
    const graph: Record<string, Module> = {
      ...twoElements,
      'map/implementation': { imports: ['zod', 'maps'] },
      gallery: { entry: true, imports: ['class', 'zod', 'motion', 'pin'], lazy: ['map/implementation'] },
      core: { entry: true, imports: ['zod', 'maps'] },
      maps: {},
    }
    expect(joining(graph)).toEqual(['motion', 'pin'])
  })

  it("leaves a group that elements loading one element's code reach; takes one that unrelated elements reach", () => {
    const graph = (newsletterImports: string[]): Record<string, Module> => ({
      ...twoElements,
      gallery: { entry: true, imports: ['class', 'zod', 'motion', 'pin'], lazy: ['form/implementation', 'newsletter/implementation'] },
      'form/implementation': { imports: ['zod', 'form/Form'] },
      'form/Form': { imports: ['messages'] },
      'newsletter/implementation': { imports: newsletterImports },
      messages: {},
    })
    expect(joining(graph(['zod', 'form/Form']))).toEqual(['motion', 'pin'])
    expect(joining(graph(['zod', 'messages']))).toEqual(['messages', 'motion', 'pin'])
  })

  it('leaves a group that is too big on its own', () => {
    expect(joining({ ...twoElements, pin: { imports: ['class'], length: 101 } })).toEqual(['motion'])
  })

  it('leaves a group that a page without shared reaches, so that such a page never loads shared for it', () => {
    expect(joining({ ...twoElements, runtime: { entry: true, imports: ['motion'] } })).toEqual(['pin'])
  })

  it('leaves a group that imports a chunk shared does not already load, and what it holds', () => {
    const graph = { ...twoElements, pin: { imports: ['react'] }, react: { length: 1000 } }
    expect(joining(graph)).toEqual(['motion'])
  })

  it('counts a lazily imported part as loading shared where everything that imports it does', () => {
    const graph: Record<string, Module> = {
      ...twoElements,
      gallery: { entry: true, imports: ['class', 'zod', 'pin'], lazy: ['lightbox'] },
      image: { entry: true, imports: ['class', 'zod', 'pin', 'motion'] },
      lightbox: { imports: ['motion'], length: 1000 },
    }
    expect(joining(graph)).toEqual(['motion', 'pin'])
    const alsoFromRuntime = { ...graph, runtime: { entry: true, lazy: ['lightbox'] } }
    expect(joining(alsoFromRuntime)).toEqual(['pin'])
  })

  it('takes a small lazily imported module that loads shared itself', () => {
    const graph: Record<string, Module> = {
      ...twoElements,
      runtime: { entry: true, lazy: ['context'] },
      context: { imports: ['zod'] },
      gallery: { entry: true, imports: ['class', 'zod', 'context'] },
    }
    expect(joining(graph)).toContain('context')
  })
})
