export interface ElementNames {
  tag: string
  className: string
  component: string
  camel: string
  title: string
}
export function elementNames(tag: string): ElementNames
export function elementFiles(names: ElementNames): Record<string, string>
