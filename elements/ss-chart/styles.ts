import { visuallyHiddenStyles } from '../../core/dom/visually-hidden.ts'

export const chartStyles = /* css */ `
  :host {
    --ss-chart-height: 320px;
    --ss-chart-color-1: var(--ss-color-blue-500, #1d4ed8);
    --ss-chart-color-2: var(--ss-color-orange-500, #c2410c);
    --ss-chart-color-3: var(--ss-color-green-500, #0f766e);
    --ss-chart-color-4: var(--ss-color-pink-500, #7e22ce);
    --ss-chart-color-5: var(--ss-color-gray-500, #4b5563);
    --ss-chart-color-6: var(--ss-color-red-500, #b91c1c);
    --ss-chart-grid-color: var(--ss-color-divider, rgba(0, 0, 0, 0.12));
  }
  /* Chart.js sizes the canvas to this box, and follows it when it changes. */
  [part='chart'] {
    position: relative;
    height: var(--ss-chart-height);
    color: var(--ss-chart-text-color, inherit);
  }
  /* The same gap as the pending styles leave above the table. */
  [part='table']:not(.visually-hidden) {
    margin-top: 1em;
    overflow-x: auto;
  }
  ${visuallyHiddenStyles}
`
