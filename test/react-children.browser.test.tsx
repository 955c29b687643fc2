// Every block of `ss-elements/react` under a React app whose children for it change (`<details>`, which the
// accordion makes items of): React keeps owning its nodes, whatever the block does with its light DOM.
import { expect } from '@esm-bundle/chai'
import { useState, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import * as blocks from '../elements/react.ts'
import { settle } from './helpers/wait.ts'

describe('ss-elements/react, children that change', () => {
  for (const [name, Block] of Object.entries(blocks) as [string, ComponentType<{ children?: ReactNode }>][]) {
    it(`<${name}> follows its children`, async () => {
      const errors: string[] = []
      const consoleError = console.error
      console.error = (...args: unknown[]) => errors.push(args.join(' '))
      const onError = (event: ErrorEvent) => errors.push(String(event.error))
      window.addEventListener('error', onError)
      const container = document.body.appendChild(document.createElement('div'))
      const root = createRoot(container)
      let setKeys!: (keys: string[]) => void
      function App() {
        const [keys, set] = useState(['a', 'b', 'c'])
        setKeys = set
        return (
          <Block>
            {keys.map((key) => (
              <details key={key}>
                <summary>{key.toUpperCase()}</summary>
                <p id={`p-${key}`}>{key}</p>
              </details>
            ))}
          </Block>
        )
      }
      try {
        flushSync(() => root.render(<App />))
        await settle()
        for (const keys of [['c', 'a'], ['c', 'd', 'a'], ['d']]) {
          flushSync(() => setKeys(keys))
          await settle()
          expect(Array.from(container.querySelectorAll('p[id^=p-]'), (p) => p.textContent), keys.join()).to.deep.equal(keys)
        }
        // A block that cannot draw these children reports it (`ss-elements: <ss-chart> …`, or its boundary's log).
        expect(errors.filter((error) => !/ss-elements: <ss-|error boundary you provided, RenderErrorBoundary/.test(error))).to.deep.equal([])
      } finally {
        root.unmount()
        container.remove()
        console.error = consoleError
        window.removeEventListener('error', onError)
      }
    })
  }
})
