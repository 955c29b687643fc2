// The documentation of each element, read from custom-elements.json (generated from the JSDoc headers and the
// attribute declarations).

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
  const reflected = new Set(attributes.map((attribute) => attribute.fieldName).filter(Boolean))
  return {
    tag: declaration.tagName,
    summary: declaration.summary ?? '',
    description: declaration.description ?? '',
    attributes: attributes.map((attribute) => ({
      name: attribute.name,
      property: attribute.fieldName ?? '',
      type: attribute.type?.text ?? '',
      default: attribute.default ?? '',
      description: attribute.description ?? '',
    })),
    // A property that reads and writes an attribute is shown in the attribute's row, not twice.
    properties: members
      .filter((member) => member.kind === 'field' && !member.attribute && !reflected.has(member.name))
      .map((field) => ({ name: field.name, type: field.type?.text ?? '', description: field.description ?? '' })),
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
