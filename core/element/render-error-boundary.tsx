import { Component, type ReactNode } from 'react'

interface Props {
  onError: (error: Error) => void
  /** Changes with every new configuration: after a failure, the new one is tried. */
  resetKey: unknown
  children: ReactNode
}

interface State {
  failed: boolean
  resetKey: unknown
}

/**
 * Keeps an unexpected render error inside its element: the light DOM shows through a bare slot instead,
 * until the next configuration. The children are not remounted on a configuration change, so their state
 * (what a visitor typed, say) survives it.
 */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: undefined }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }

  override render() {
    return this.state.failed ? <slot /> : this.props.children
  }
}
