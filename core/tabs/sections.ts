/** A `<section data-title>` child of a tabs element: the panel, and the title that names its tab. */
export interface TitledSection {
  panel: HTMLElement
  title: string
}

/** The element's own `<section>` children, in order, each with its `data-title` (empty without one). */
export function readSections(element: Element): TitledSection[] {
  return Array.from(element.querySelectorAll<HTMLElement>(':scope > section'), (panel) => ({ panel, title: panel.dataset.title ?? '' }))
}
