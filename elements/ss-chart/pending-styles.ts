/**
 * While the chart's code loads, the table already holds the room the chart will take: the chart's height, with
 * the table scrolled inside it, or with `show-table` the chart's height and the gap above the table, so that
 * nothing below moves when the chart arrives. The table stays readable (and scrollable) if the code never does.
 */
export const chartPendingStyles = /* css */ `
  :host {
    height: var(--ss-chart-height, 320px);
    overflow: auto;
  }
  :host([show-table]) {
    height: auto;
    padding-top: calc(var(--ss-chart-height, 320px) + 1em);
  }
`
