/** The label a store shows for an item's workflow state. */
export type WorkflowStateLabel = 'Available' | 'Scheduled' | 'Hidden' | 'Unsupported'

const LABELS: Readonly<Record<string, WorkflowStateLabel>> = /* @__PURE__ */ Object.freeze({
  published: 'Available',
  scheduled: 'Scheduled',
  draft: 'Hidden',
})

/** 'published' is Available, 'scheduled' Scheduled, 'draft' Hidden; any other state (needs_review…) Unsupported. */
export function workflowStateLabel(state: string): WorkflowStateLabel {
  return Object.hasOwn(LABELS, state) ? LABELS[state]! : 'Unsupported'
}
