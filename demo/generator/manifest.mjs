// The documentation of each element, read from custom-elements.json (generated from the JSDoc headers).

/** Every custom element declared in the manifest, sorted by tag, in the shape the pages render. */
export function elementsFromManifest(manifest) {
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .map(elementDoc)
    .sort((a, b) => a.tag.localeCompare(b.tag))
}

function elementDoc(declaration) {
  const members = (declaration.members ?? []).filter(isPublic)
  const attributes = declaration.attributes ?? []
  return {
    tag: declaration.tagName,
    summary: declaration.summary ?? '',
    description: declaration.description ?? '',
    attributes: attributes.map((attribute) => ({
      name: attribute.name,
      type: attribute.type?.text ?? '',
      default: attribute.default ?? '',
      description: attribute.description ?? '',
    })),
    properties: members.filter((member) => member.kind === 'field').map((field) => propertyDoc(field, attributes)),
    methods: members
      .filter((member) => member.kind === 'method')
      .map((method) => ({ signature: methodSignature(method), description: method.description ?? '' })),
    events: (declaration.events ?? []).map((event) => ({
      name: event.name,
      detail: eventDetail(event.type?.text),
      description: event.description ?? '',
    })),
    slots: (declaration.slots ?? []).map((slot) => ({ name: slot.name, description: slot.description ?? '' })),
    cssParts: (declaration.cssParts ?? []).map((part) => ({ name: part.name, description: part.description ?? '' })),
    cssProperties: (declaration.cssProperties ?? []).map((property) => ({
      name: property.name,
      default: property.default ?? '',
      description: property.description ?? '',
    })),
  }
}

/**
 * A property and the attribute it reflects: the one the analyzer linked, else the attribute whose name is the
 * property's in kebab-case (`expandFirst` → `expand-first`), whose description then stands for both.
 */
function propertyDoc(field, attributes) {
  const attributeName = field.attribute ?? field.name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  const attribute = attributes.find((candidate) => candidate.name === attributeName)
  return {
    name: field.name,
    attribute: attribute?.name ?? '',
    type: field.type?.text ?? '',
    description: field.description || attribute?.description || '',
  }
}

const isPublic = (member) => !member.static && !member.privacy && !/^[#_]/.test(member.name)

/** `toggle(index: number): void` */
function methodSignature(method) {
  const parameters = (method.parameters ?? []).map(
    (parameter) => `${parameter.name}${parameter.optional ? '?' : ''}${parameter.type ? `: ${parameter.type.text}` : ''}`,
  )
  return `${method.name}(${parameters.join(', ')})${method.return?.type ? `: ${method.return.type.text}` : ''}`
}

/** `CustomEvent<{index: number}>` → `{index: number}`; an event without a typed detail has none to show. */
function eventDetail(typeText = '') {
  const match = /^CustomEvent<([\s\S]*)>$/.exec(typeText.trim())
  return match ? match[1] : typeText === 'CustomEvent' || typeText === 'Event' ? '' : typeText
}
