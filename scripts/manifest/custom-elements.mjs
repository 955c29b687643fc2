/** Each custom element a manifest declares, with the module that declares it. */
export function customElements(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({ module, declaration })),
  )
}
