import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

export interface TabSelectionCallbacks {
  /** Asked before tab `index` is selected; false keeps the current one (a cancelled `ss-before-…` event). */
  allow?(index: number): boolean
  /** Tab `index` was selected. */
  changed(index: number): void
}

export interface TabSelection {
  /** The index of the selected tab, or -1 when there is none. */
  selected: number
  /** Selects tab `index` as a click on it would; an index out of range, or the selected one, is ignored. */
  select(index: number): void
}

/**
 * Which of `panels` is selected. The selection stays with its panel while the panel is among them, and falls to
 * the first when it leaves, without a word: no one chose it. `select()` draws the new selection before it
 * returns, as a click would, so that a script calling it sees the result at once.
 */
export function useTabSelection<Panel>(panels: readonly Panel[], { allow = () => true, changed }: TabSelectionCallbacks): TabSelection {
  const [chosen, setChosen] = useState<Panel>()
  const selectedPanel = chosen !== undefined && panels.includes(chosen) ? chosen : panels[0]
  // The panel selected last, for calls that follow one another before React draws (calls queued before the mount).
  const latest = useRef(selectedPanel)
  latest.current = selectedPanel
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const select = (index: number) => {
    const panel = panels[index]
    if (panel === undefined || panel === latest.current || !allow(index)) return
    latest.current = panel
    // Calls made before the mount run during its commit, where React draws the change before the paint anyway
    // (and cannot flush: it warns).
    if (mounted.current) flushSync(() => setChosen(panel))
    else setChosen(panel)
    changed(index)
  }

  return { selected: selectedPanel === undefined ? -1 : panels.indexOf(selectedPanel), select }
}
