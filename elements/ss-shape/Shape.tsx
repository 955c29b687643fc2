import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useElementMethods } from '../../core/element/use-element-methods.ts'
import type { ShapeActivateDetail, ShapeConfig, ShapeMethods } from './schema.ts'

export function Shape({ config, host }: ElementProps<ShapeConfig, ShapeMethods>) {
  const activate = () => host.emit<ShapeActivateDetail>('ss-shape-activate', { label: config.label })
  useElementMethods(host, { activate })
  return (
    <button type="button" part="base" data-emphasis={config.emphasis} onClick={activate}>
      {config.label}
    </button>
  )
}
