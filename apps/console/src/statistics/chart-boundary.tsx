import { Component, type ReactNode } from 'react'

interface ChartBoundaryProps {
  fallback: ReactNode
  children: ReactNode
}

/** Shows `fallback` when the chart's code cannot load or draw; the numbers stay reachable. */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
