import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { SearchActivateDetail, SearchConfig, SearchMethods } from './schema.ts'

export function Search({ config, host }: ElementProps<SearchConfig, SearchMethods>) {
  const activate = () => host.emit<SearchActivateDetail>('ss-search-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
