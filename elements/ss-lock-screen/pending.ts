import { pendingBlockJsonKey } from '../../core/element/pending-block-json.ts'
import { lockScreenText } from './lock-messages.ts'

/** The lock screen's box, centred in the element (`styles.ts` draws it with these). */
export const LOCK_SCREEN_BOX = /* css */ `
  max-width: 24rem;
  margin: 0 auto;
  padding: 2rem 1rem;
  text-align: center;
`

/**
 * While the lock screen's code loads, its note shows in the box the view will draw around it (`styles.ts`),
 * below the room of its heading and above the room of its password form, so that nothing moves when it draws.
 * The heading's room is its own text, unseen, at its size, so that it wraps as the heading will, and its 1rem
 * margin. The form's is its 1rem margin, the label's line, the field (a line, 0.5rem of padding each side and a
 * 1px border), the button (a line and its padding), and the three 0.5rem gaps around the error line, empty
 * until a password is refused.
 */
export const lockScreenPendingStyles = /* css */ `
  slot {
    display: block;
    ${LOCK_SCREEN_BOX}
  }
  slot::before {
    content: var(--ss-lock-screen-pending-heading);
    display: block;
    margin-block-end: 1rem;
    font-size: 1.5rem;
    font-weight: bold;
    visibility: hidden;
  }
  slot::after {
    content: '';
    display: var(--ss-lock-screen-pending-form-display);
    block-size: calc(3lh + 3.5rem + 2px);
    margin-block-start: 1rem;
  }
`

/** The heading of the kind the element will draw, and room for a password form unless it is a members' page. */
export function lockScreenPendingProperties(element: HTMLElement): Record<`--${string}`, string> {
  const members = kindOf(element) === 'members'
  return {
    '--ss-lock-screen-pending-heading': JSON.stringify(members ? lockScreenText.members : lockScreenText.locked),
    '--ss-lock-screen-pending-form-display': members ? 'none' : 'block',
  }
}

/** The kind as the element will read it: the attribute, else the block JSON's (the default is `locked`). */
function kindOf(element: HTMLElement): unknown {
  return element.getAttribute('kind') ?? pendingBlockJsonKey(element, 'kind')
}
