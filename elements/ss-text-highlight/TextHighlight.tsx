import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { TextHighlightActivateDetail, TextHighlightConfig, TextHighlightMethods } from './schema.ts'

export function TextHighlight({ config, host }: ElementProps<TextHighlightConfig, TextHighlightMethods>) {
  const activate = () => host.emit<TextHighlightActivateDetail>('ss-text-highlight-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
