import { useState } from 'react'

/**
 * Keeps React from adding its delegated event listeners to `root`, the shadow root this component's portal draws
 * into. React adds about 140 of them to every portal's container as the portal mounts, for the React event
 * handlers inside; the accordion has none there (its controller listens on the light DOM), and a page of 200
 * accordions spent 28,000 `addEventListener` calls and their garbage on them (its largest cost after the items'
 * own upgrade). React skips a container that carries its listening flag, under a name random to each copy of
 * React, which it also sets on the document of its first root: the flag is read from there, during the first
 * render, before the portal is mounted. Where there is no such flag (Preact adds no listeners there), nothing is
 * done.
 */
export function useWithoutReactListeners(root: ShadowRoot | null): void {
  useState(() => {
    const flag = typeof document === 'undefined' ? undefined : Object.keys(document).find((key) => key.startsWith('_reactListening'))
    if (root && flag) Object.assign(root, { [flag]: true })
  })
}
