import { edgeState } from '../navigation/index-rules.ts'
import { useGallery } from '../gallery-context.ts'
import { SLIDES_ID } from './slide-group.ts'

interface ControlsProps {
  /** Slides a step moves by: the carousel's group. */
  stride?: number
  hidden?: boolean
  noun?: string
}

const Chevron = ({ points }: { points: string }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/**
 * The rotation control (when autoplay is on), then previous and next (WAI-ARIA carousel: the rotation control
 * comes first in the Tab order). Previous and next name the slides' container in `aria-controls`. Without loop
 * they get the `disabled` class (and aria-disabled) at the ends, and stay focusable: pressing one there fires
 * `ss-reached-beginning` / `ss-reached-end`. The rotation control says what pressing it does: stop the rotation
 * the visitor has not stopped (even while hover or focus holds it for a moment), or start it again.
 */
export function Controls({ stride = 1, hidden = false, noun = 'slide' }: ControlsProps) {
  const { navigator, index, slides, config, autoplay } = useGallery()
  const groups = Math.ceil(slides.length / stride)
  const { atBeginning, atEnd } = edgeState(Math.floor(index / stride), groups, config.loop)
  return (
    <div className="controls" hidden={hidden || slides.length < 2}>
      {autoplay.allowed && (
        <button
          type="button"
          part="rotation"
          className="control rotation"
          aria-label={autoplay.stoppedByVisitor ? 'Start slide rotation' : 'Stop slide rotation'}
          onClick={autoplay.toggle}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={autoplay.stoppedByVisitor ? 'M8 5l11 7-11 7z' : 'M7 5h3v14H7zM14 5h3v14h-3z'} fill="currentColor" />
          </svg>
        </button>
      )}
      <button
        type="button"
        part="previous"
        className={`control previous${atBeginning ? ' disabled' : ''}`}
        aria-label={`Previous ${noun}`}
        aria-controls={SLIDES_ID}
        aria-disabled={atBeginning || undefined}
        onClick={() => navigator.step(-1)}
      >
        <Chevron points="15 5 8 12 15 19" />
      </button>
      <button
        type="button"
        part="next"
        className={`control next${atEnd ? ' disabled' : ''}`}
        aria-label={`Next ${noun}`}
        aria-controls={SLIDES_ID}
        aria-disabled={atEnd || undefined}
        onClick={() => navigator.step(1)}
      >
        <Chevron points="9 5 16 12 9 19" />
      </button>
    </div>
  )
}
