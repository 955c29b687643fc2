export interface GraphModule {
  isEntry: boolean
  importedIds: readonly string[]
  dynamicImporters: readonly string[]
  code: string | null
}

export interface SmallSharedRules {
  inShared(id: string): boolean
  keptApart(id: string): boolean
  alsoLoaded(id: string): boolean
  isElementRoot(id: string): boolean
  elementOf(id: string): string | undefined
  maxGroupLength: number
}

export function smallSharedModules(ids: readonly string[], info: (id: string) => GraphModule | null, rules: SmallSharedRules): Set<string>
export function staticClosure(root: string, info: (id: string) => GraphModule | null, closure?: Set<string>): Set<string>
