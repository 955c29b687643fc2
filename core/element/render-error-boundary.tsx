import { Component, type ReactNode } from 'react'

interface Props {
  onError: (error: Error) => void
  children: ReactNode
}

/** Keeps an unexpected render error inside its element: the light DOM shows through a bare slot instead. */
export class RenderErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }

  override render() {
    return this.state.failed ? <slot /> : this.props.children
  }
}
