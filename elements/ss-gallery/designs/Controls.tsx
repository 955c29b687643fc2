import { edgeState } from '../rules/index-rules.ts'
import { useGallery } from '../gallery-context.ts'

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
 * Previous and next buttons. Without loop they get the `disabled` class (and aria-disabled) at the ends, and
 * stay focusable: pressing one there fires `ss-reached-beginning` / `ss-reached-end` (001 §4).
 */
export function Controls({ stride = 1, hidden = false, noun = 'slide' }: ControlsProps) {
  const { navigator, index, slides, config } = useGallery()
  const groups = Math.ceil(slides.length / stride)
  const { atBeginning, atEnd } = edgeState(Math.floor(index / stride), groups, config.loop)
  return (
    <div className="controls" hidden={hidden || slides.length < 2}>
      <button
        type="button"
        part="previous"
        className={`control previous${atBeginning ? ' disabled' : ''}`}
        aria-label={`Previous ${noun}`}
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
        aria-disabled={atEnd || undefined}
        onClick={() => navigator.step(1)}
      >
        <Chevron points="9 5 16 12 9 19" />
      </button>
    </div>
  )
}
