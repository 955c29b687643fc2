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
 * Previous and next buttons, and the rotation control when autoplay is on (WAI-ARIA carousel). Without loop they get the `disabled` class (and aria-disabled) at the ends, and
 * stay focusable: pressing one there fires `ss-reached-beginning` / `ss-reached-end` (001 §4).
 */
export function Controls({ stride = 1, hidden = false, noun = 'slide' }: ControlsProps) {
  const { navigator, index, slides, config, autoplay } = useGallery()
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
      {autoplay.allowed && (
        <button
          type="button"
          part="rotation"
          className="control rotation"
          aria-label={autoplay.running ? 'Stop slide rotation' : 'Start slide rotation'}
          onClick={autoplay.toggle}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={autoplay.running ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5l11 7-11 7z'} fill="currentColor" />
          </svg>
        </button>
      )}
    </div>
  )
}
