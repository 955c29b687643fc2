/**
 * A script address, once the spaces, tabs and control characters that the URL parser ignores are dropped (and,
 * to be safe, any other leading white space).
 */
const SCRIPT_ADDRESS = /^\s*(javascript|vbscript|data:text\/html)/i

/**
 * A copy of an element of the page's markup that runs nothing once inserted: without the scripts, event handler
 * attributes, script addresses and `srcdoc` markup of the element and its descendants. A plain clone would run
 * handlers again (an `<img onerror>` fires once for each copy of its image), and WebKit runs a cloned script of an
 * inline `<svg>`. The copy is read through `Element.prototype`, as an element holding `<form><input
 * name="attributes">` answers `form.attributes` with the input (DOM clobbering).
 */
export function inertCopy(item: HTMLElement): HTMLElement {
  const copy = item.cloneNode(true) as HTMLElement
  for (const script of Element.prototype.querySelectorAll.call(copy, 'script')) script.remove()
  for (const element of [copy, ...Element.prototype.querySelectorAll.call(copy, '*')]) {
    const attributes = Object.getOwnPropertyDescriptor(Element.prototype, 'attributes')!.get!.call(element) as NamedNodeMap
    for (const { name, value } of Array.from(attributes)) {
      const runs = name.startsWith('on') || name === 'srcdoc' || SCRIPT_ADDRESS.test(value.replace(/[\u0000-\u0020]/g, ''))
      if (runs) Element.prototype.removeAttribute.call(element, name)
    }
  }
  return copy
}
