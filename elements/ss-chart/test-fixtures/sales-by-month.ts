import type { ChartData } from '../chart-data.ts'

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Three series over twelve months, from 4 to 97. */
export const salesByMonth: ChartData = {
  title: 'Sales by month',
  categories: months,
  series: [
    { label: 'Shop', values: months.map((_, index) => 4 + index) },
    { label: 'Online', values: months.map((_, index) => 97 - index) },
    { label: 'Phone', values: months.map(() => 50) },
  ],
}
