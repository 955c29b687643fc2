import axe from 'axe-core'

/** One line per failing node: `rule (impact): help — target`, so a failure reads without opening axe's JSON. */
export function describeViolations(violations: axe.Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} — ${JSON.stringify(node.target)}`,
      ),
    )
    .join('\n')
}

/** Runs axe-core on `root` (shadow roots included) and fails listing every violation found. */
export async function expectNoAxeViolations(root: Element | Document): Promise<void> {
  const { violations } = await axe.run(root, { resultTypes: ['violations'] })
  if (violations.length > 0) {
    throw new Error(`Expected no axe violations, found ${violations.length}:\n${describeViolations(violations)}`)
  }
}
