import { ArcElement, Chart, Legend, PieController, Tooltip } from 'chart.js'

Chart.register(PieController, ArcElement, Legend, Tooltip)

export { Chart }
