import { EDITOR_MESSAGES } from '../../messages/editor-messages.ts'

/** The three answers of the unsaved-changes prompt, in the order it offers them. */
export const UNSAVED_CHANGES_CHOICES = /* @__PURE__ */ Object.freeze([
  { choice: 'save', label: 'Save' },
  { choice: 'discard', label: 'Discard' },
  { choice: 'review', label: 'Review Changes' },
] as const)

export type UnsavedChangesChoice = (typeof UNSAVED_CHANGES_CHOICES)[number]['choice']

/**
 * Where an editor stands with its changes. `prompting` asks the three choices before going to `to`;
 * `leaving` is the end: the editor may go to `to` now.
 */
export type UnsavedChangesState =
  | { status: 'clean' }
  | { status: 'dirty'; error?: string }
  | { status: 'reviewing' }
  | { status: 'prompting'; to: string; error?: string }
  | { status: 'saving'; to?: string }
  | { status: 'leaving'; to: string }

export type UnsavedChangesEvent =
  | { type: 'edit' }
  | { type: 'save' }
  | { type: 'saved' }
  | { type: 'save-failed' }
  | { type: 'request-leave'; to: string }
  | { type: 'choose'; choice: UnsavedChangesChoice }
  | { type: 'dismiss' }

export const UNSAVED_CHANGES_START: UnsavedChangesState = { status: 'clean' }

/**
 * The unsaved-changes prompt as a state machine. Leaving with no changes goes at once; with changes it
 * prompts: Save saves then leaves (a failed save asks again, saying 'Something went wrong'), Discard leaves
 * without them, Review Changes stays with them. Dismissing the prompt stays too. An event a state does not
 * expect leaves it as it is.
 */
export function nextUnsavedChangesState(state: UnsavedChangesState, event: UnsavedChangesEvent): UnsavedChangesState {
  switch (state.status) {
    case 'clean':
      if (event.type === 'edit') return { status: 'dirty' }
      if (event.type === 'request-leave') return { status: 'leaving', to: event.to }
      return state
    case 'dirty':
    case 'reviewing':
      if (event.type === 'edit') return state.status === 'reviewing' ? state : { status: 'dirty' }
      if (event.type === 'save') return { status: 'saving' }
      if (event.type === 'request-leave') return { status: 'prompting', to: event.to }
      return state
    case 'prompting':
      if (event.type === 'dismiss') return { status: 'dirty' }
      if (event.type !== 'choose') return state
      if (event.choice === 'save') return { status: 'saving', to: state.to }
      if (event.choice === 'discard') return { status: 'leaving', to: state.to }
      return { status: 'reviewing' }
    case 'saving':
      if (event.type === 'saved') return state.to === undefined ? { status: 'clean' } : { status: 'leaving', to: state.to }
      if (event.type !== 'save-failed') return state
      return state.to === undefined
        ? { status: 'dirty', error: EDITOR_MESSAGES.somethingWentWrong }
        : { status: 'prompting', to: state.to, error: EDITOR_MESSAGES.somethingWentWrong }
    case 'leaving':
      return state
  }
}

/** True while leaving now would lose changes: what a `beforeunload` handler asks. */
export function hasUnsavedChanges(state: UnsavedChangesState): boolean {
  return state.status === 'dirty' || state.status === 'reviewing' || state.status === 'prompting' || state.status === 'saving'
}
