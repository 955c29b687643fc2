// The files of a new element folder, as `npm run new-element` writes them: a small working element to grow from.

/** `ss-price-tag` → its tag, class, component and variable names; throws on a tag that cannot be an element. */
export function elementNames(tag) {
  if (!/^ss-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(tag)) throw new Error(`"${tag}" is not an element tag like ss-price-tag.`)
  const words = tag.slice(3).split('-')
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('')
  return {
    tag,
    className: `Ss${pascal}`,
    component: pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    title: words.join(' '),
  }
}

/** File name → text, for every file of the folder. */
export function elementFiles({ tag, className, component, camel, title }) {
  return {
    'attributes.ts': `import type { AttributeTypes } from '../../core/element/attribute-values.ts'
import type { ${component}Config } from './schema.ts'

/** The plain attributes of \`<${tag}>\`: each sets the block JSON key of the same name. */
export const ${camel}Attributes = {
  /** The text the ${title} shows. */
  label: 'string',
  /** Draws it emphasised. */
  emphasis: 'boolean',
} as const satisfies AttributeTypes<${component}Config>
`,
    'schema.ts': `import { z } from 'zod/mini'

/** The block JSON of \`<${tag}>\`, with its defaults. */
export const ${camel}BlockSchema = z.object({
  label: z._default(z.string(), '${title[0].toUpperCase()}${title.slice(1)}'),
  emphasis: z._default(z.boolean(), false),
})

export type ${component}Config = z.output<typeof ${camel}BlockSchema>

export interface ${component}Methods {
  activate(): void
}

export interface ${component}ActivateDetail {
  label: string
}
`,
    'element.ts': `import { createElementClass } from '../../core/element/create-element-class.ts'
import { ${camel}Attributes } from './attributes.ts'

/**
 * @tag ${tag}
 * @summary A ${title}: a labelled button that fires \`${tag}-activate\` when pressed.
 *
 * @attr {string} data-block-json - The block JSON: \`{"label": "…", "emphasis": false}\`.
 *
 * @fires {CustomEvent<{label: string}>} ${tag}-activate - The button was pressed, or \`activate()\` was called.
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - Shown before the element has loaded, and when its configuration is unusable.
 *
 * @csspart base - The button.
 *
 * @cssprop [--${tag}-color=currentColor] - The text colour.
 */
export class ${className} extends createElementClass({
  tag: '${tag}',
  attributes: ${camel}Attributes,
  load: () => import('./implementation.ts'),
}) {
  /** Does what pressing the button does. */
  activate(): void {
    this.component.call('activate')
  }
}
`,
    'implementation.ts': `import { reactImplementation } from '../../core/element/react-implementation.tsx'
import { ${component} } from './${component}.tsx'
import { ${camel}BlockSchema } from './schema.ts'
import { ${camel}Styles } from './styles.ts'

export default reactImplementation({ schema: ${camel}BlockSchema, component: ${component}, styles: ${camel}Styles })
`,
    [`${component}.tsx`]: `import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { ${component}ActivateDetail, ${component}Config, ${component}Methods } from './schema.ts'

export function ${component}({ config, host }: ElementProps<${component}Config, ${component}Methods>) {
  const activate = () => host.emit<${component}ActivateDetail>('${tag}-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
`,
    'styles.ts': `export const ${camel}Styles = /* css */ \`
  :host {
    display: block;
    --${tag}-color: currentColor;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    color: var(--${tag}-color);
    font: inherit;
  }
  [part~='base'][data-emphasis='true'] {
    font-weight: 600;
  }
\`
`,
    'index.ts': `import { ${className} } from './element.ts'
import * as implementation from './implementation.ts'
import type { ${component}ActivateDetail } from './schema.ts'

${className}.provide(implementation)
${className}.define()

export { ${className} }
export type { ${component}ActivateDetail }

export interface ${component}EventMap {
  '${tag}-activate': CustomEvent<${component}ActivateDetail>
}

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ${className}
  }
  interface GlobalEventHandlersEventMap extends ${component}EventMap {}
}
`,
    'jsx.ts': `import type { SsElementJsxProps } from '../../core/element/jsx.ts'
import type { ${camel}Attributes } from './attributes.ts'
import type { ${className} } from './element.ts'
import type { ${component}EventMap } from './index.ts'
import type { ${component}Config } from './schema.ts'

/** \`<${tag}>\` in React 19's JSX (\`import type {} from 'ss-elements/jsx'\`): its attributes, typed by its declaration, and its events. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      '${tag}': SsElementJsxProps<${className}, ${component}Config, typeof ${camel}Attributes, ${component}EventMap>
    }
  }
}
`,
    'README.md': `# \`<${tag}>\`

A ${title}: a labelled button that fires \`${tag}-activate\` when pressed.

\`\`\`html
<script type="module" src="/dist/elements/${tag}.js"></script>

<${tag} label="Press me"></${tag}>
\`\`\`

## Attributes

<!-- attributes:start -->
<!-- attributes:end -->

## Events

| Event | Detail | When |
|---|---|---|
| \`${tag}-activate\` | \`{ label: string }\` | The button was pressed, or \`activate()\` was called. |
| \`ss-error\` | \`{ tag, attribute, path, message }\` | The configuration is unusable. |

## Methods

| Method | What |
|---|---|
| \`activate()\` | Does what pressing the button does. |

## Parts and custom properties

| Part | What |
|---|---|
| \`base\` | The button. |

| Custom property | Default | What |
|---|---|---|
| \`--${tag}-color\` | \`currentColor\` | The text colour. |
`,
    'demo.html': `<section class="example" data-title="A ${title}">
  <${tag} label="Press me"></${tag}>
</section>
`,
    [`${tag}.browser.test.ts`]: `import { expect } from '@esm-bundle/chai'
import { expectNoAxeViolations } from '../../test/helpers/axe.ts'
import { waitFor } from '../../test/helpers/wait.ts'
import { ${className} } from './index.ts'

describe('<${tag}>', () => {
  let container: HTMLElement
  afterEach(() => container.remove())

  async function mount(html: string): Promise<${className}> {
    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const element = container.querySelector('${tag}')!
    await waitFor(() => element.shadowRoot?.querySelector('[part=base]'), 'the element to render')
    return element
  }

  it('shows its label as a button that fires ${tag}-activate', async () => {
    const element = await mount('<${tag} label="Press me" emphasis></${tag}>')
    const button = element.shadowRoot!.querySelector('button')!
    expect(button.textContent).to.equal('Press me')
    expect(element.emphasis).to.equal(true)
    const events: CustomEvent[] = []
    element.addEventListener('${tag}-activate', (event) => events.push(event))
    button.click()
    expect(events.map((event) => event.detail)).to.deep.equal([{ label: 'Press me' }])
    await expectNoAxeViolations(container)
  })
})
`,
  }
}
