import type { ConfigIssue } from './block-config.ts'
import type { ElementHost, SsErrorDetail } from './element-host.ts'

/** The issues of one unusable configuration as one line: `data-block-json at fields[2].type: …; …`. */
export function summarizeIssues(issues: readonly ConfigIssue[]): string {
  return issues.map((issue) => `${issue.attribute} at ${issue.path}: ${issue.message}`).join('; ')
}

/**
 * Reports an unusable configuration as the contract says, once per distinct `summary`: one `console.error`
 * naming the element, `data-ss-error` on it, and an `ss-error` event with the first issue.
 */
export function reportConfigIssues(host: ElementHost<object>, tag: string, issues: readonly ConfigIssue[], summary = summarizeIssues(issues)): void {
  console.error(`ss-elements: <${tag}> ${summary}`)
  host.element.setAttribute('data-ss-error', summary)
  const [first] = issues as [ConfigIssue]
  host.emit<SsErrorDetail>('ss-error', { tag, ...first })
}
