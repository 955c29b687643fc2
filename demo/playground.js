// The attribute panels of the element pages: each control edits an attribute of the first example's element
// and the same attribute in that example's snippet, so that Copy copies what the page shows.
import { setSnippetAttribute, snippetHasTag } from './playground-snippet.js'

for (const panel of document.querySelectorAll('form.playground')) startPlayground(panel)

/** Wires one panel (demo/generator/playground.mjs); it hides itself when its element or snippet is missing. */
export function startPlayground(panel) {
  const tag = panel.dataset.tag
  const element = panel.closest('.example')?.querySelector(`.example-live ${tag}`)
  const code = document.getElementById(panel.dataset.snippet)?.querySelector('code')
  if (!element || !code || !snippetHasTag(code.textContent, tag)) {
    panel.hidden = true
    return
  }
  const controls = [...panel.querySelectorAll('[data-attribute]')]
  for (const control of controls) showAttribute(control, element.getAttribute(control.dataset.attribute))
  const apply = (event) => {
    const control = event.target
    if (!controls.includes(control)) return
    const name = control.dataset.attribute
    const value = attributeValue(control)
    if (value === null) element.removeAttribute(name)
    else element.setAttribute(name, value === true ? '' : value)
    code.textContent = setSnippetAttribute(code.textContent, tag, name, value)
  }
  panel.addEventListener('input', apply)
  panel.addEventListener('change', apply)
  panel.addEventListener('submit', (event) => event.preventDefault())
}

/** Sets a control from the attribute as the example wrote it (`null` when absent). */
function showAttribute(control, value) {
  if (control.dataset.kind === 'boolean') {
    control.checked = value === null ? 'defaultOn' in control.dataset : value !== 'false'
  } else {
    control.value = value ?? ''
  }
}

/**
 * The attribute a control asks for: `true` for a present boolean, a string, or `null` to remove it. An
 * unchecked boolean that defaults to true is written `"false"`; an empty field falls back to the default.
 */
function attributeValue(control) {
  if (control.dataset.kind === 'boolean') {
    if (control.checked) return true
    return 'defaultOn' in control.dataset ? 'false' : null
  }
  return control.value === '' ? null : control.value
}
