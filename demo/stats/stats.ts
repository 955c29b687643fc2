// The "Site statistics" page: reads GET /api/stats/summary and charts it with Chart.js, each chart beside a
// table of its numbers. Bundled to dist/demo/stats/stats.js by scripts/build.mjs. The summary needs the
// server's admin token: from the link `npm start` prints (`/stats/#token=…`, a fragment, which the browser never
// sends), or typed into the form the page shows; kept for the tab's session only.
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js'
import { PERFORMANCE_THRESHOLDS, type MetricName } from '../../core/analytics/performance/metric-values.ts'
import { validate } from '../../core/validation/validate.ts'
import { statsSummarySchema, type StatsSummary } from './stats-schema.ts'

Chart.register(ArcElement, BarController, BarElement, CategoryScale, DoughnutController, Legend, LinearScale, Tooltip)

const COLORS = { blue: '#1d4ed8', teal: '#0f766e', orange: '#c2410c', grey: '#4b5563', green: '#15803d', red: '#b91c1c' }
const METRIC_NAMES: Record<MetricName, string> = {
  LCP: 'Largest paint (ms)',
  FCP: 'First paint (ms)',
  CLS: 'Layout shift',
  FID: 'Input delay (ms)',
  INP: 'Interaction (ms)',
  TTFB: 'First byte (ms)',
}

const charts = new Map<string, Chart>()
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const status = (text: string) => (byId('stats-status').textContent = text)

/** Draws `config` on the canvas `id` (replacing an earlier chart) and names the canvas with `summary`. */
function draw(id: string, config: ChartConfiguration, summary: string): void {
  charts.get(id)?.destroy()
  const canvas = byId<HTMLCanvasElement>(id)
  canvas.setAttribute('role', 'img')
  canvas.setAttribute('aria-label', summary)
  charts.set(id, new Chart(canvas, { ...config, options: { maintainAspectRatio: false, animation: false, ...config.options } }))
}

/** A table of `rows` under `caption`; numbers are right-aligned. */
function table(caption: string, headings: string[], rows: Array<Array<string | number>>): HTMLTableElement {
  const element = document.createElement('table')
  element.createCaption().textContent = caption
  const head = element.createTHead().insertRow()
  for (const heading of headings) {
    const cell = document.createElement('th')
    cell.scope = 'col'
    cell.textContent = heading
    head.append(cell)
  }
  const body = element.createTBody()
  for (const row of rows) {
    const line = body.insertRow()
    for (const value of row) {
      const cell = line.insertCell()
      cell.textContent = typeof value === 'number' ? value.toLocaleString('en') : value
      if (typeof value === 'number') cell.className = 'number'
    }
  }
  return element
}

function fill(id: string, content: Node | string): void {
  const paragraph = document.createElement('p')
  paragraph.className = 'empty'
  paragraph.textContent = typeof content === 'string' ? content : ''
  byId(id).replaceChildren(typeof content === 'string' ? paragraph : content)
}

function showVisits({ perDay, days }: StatsSummary): void {
  const dates = perDay.map((day) => day.date)
  const visits = perDay.reduce((sum, day) => sum + day.visits, 0)
  const views = perDay.reduce((sum, day) => sum + day.pageViews, 0)
  draw(
    'visits-chart',
    {
      type: 'bar',
      data: {
        labels: dates,
        datasets: [
          { label: 'Visits', data: perDay.map((day) => day.visits), backgroundColor: COLORS.blue },
          { label: 'Page views', data: perDay.map((day) => day.pageViews), backgroundColor: COLORS.orange },
        ],
      },
      options: { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
    },
    `${visits} visits and ${views} page views in the last ${days} days, over ${dates.length} days with traffic.`,
  )
  fill(
    'visits-table',
    perDay.length === 0
      ? 'No visits yet.'
      : table('Visits and page views per day', ['Day', 'Visits', 'Page views'], perDay.map((day) => [day.date, day.visits, day.pageViews])),
  )
}

function showPages({ pages }: StatsSummary): void {
  const paths = pages.map((page) => page.path ?? '(unknown)')
  draw(
    'pages-chart',
    {
      type: 'bar',
      data: {
        labels: paths,
        datasets: [
          { label: 'Page views', data: pages.map((page) => page.pageViews), backgroundColor: COLORS.teal },
          { label: 'Visitors', data: pages.map((page) => page.visitors), backgroundColor: COLORS.grey },
        ],
      },
      options: { indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } },
    },
    pages.length === 0 ? 'No page views yet.' : `Page views per page; the most viewed is ${paths[0]} with ${pages[0]!.pageViews}.`,
  )
  fill(
    'pages-table',
    pages.length === 0 ? 'No page views yet.' : table('Page views per page', ['Page', 'Page views', 'Visitors'], pages.map((page, i) => [paths[i]!, page.pageViews, page.visitors])),
  )
}

function showWebVitals({ webVitals }: StatsSummary): void {
  const container = byId('vitals-charts')
  for (const id of [...charts.keys()].filter((key) => key.startsWith('vital-'))) {
    charts.get(id)!.destroy()
    charts.delete(id)
  }
  container.replaceChildren()
  const metrics = (Object.keys(METRIC_NAMES) as MetricName[]).filter((metric) => webVitals.some((row) => row.metric === metric))
  for (const metric of metrics) {
    const rows = webVitals.filter((row) => row.metric === metric)
    const { good, poor } = PERFORMANCE_THRESHOLDS[metric]
    const figure = document.createElement('figure')
    figure.innerHTML = `<h3></h3><div class="chart"><canvas id="vital-${metric}"></canvas></div>`
    figure.querySelector('h3')!.textContent = METRIC_NAMES[metric]
    container.append(figure)
    draw(
      `vital-${metric}`,
      {
        type: 'bar',
        data: {
          labels: rows.map((row) => row.path),
          datasets: [
            {
              label: `${METRIC_NAMES[metric]}, 75th percentile`,
              data: rows.map((row) => row.p75),
              backgroundColor: rows.map((row) => (row.p75 <= good ? COLORS.green : row.p75 <= poor ? COLORS.orange : COLORS.red)),
            },
          ],
        },
        options: { plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, suggestedMax: poor } } },
      },
      `${METRIC_NAMES[metric]} at the 75th percentile: ${rows.map((row) => `${row.path} ${round(row.p75)}`).join(', ')}. Good up to ${good}, poor above ${poor}.`,
    )
  }
  fill(
    'vitals-table',
    webVitals.length === 0
      ? 'No Web Vitals yet: they arrive 30 s after a tracked page loaded, or when it is hidden.'
      : table(
          'Web Vitals per page',
          ['Page', 'Metric', '75th percentile', 'Page loads', 'Good', 'Needs improvement', 'Poor'],
          webVitals.map((row) => [row.path, row.metric, round(row.p75), row.count, row.good, row.needsImprovement, row.poor]),
        ),
  )
  if (metrics.length === 0) fill('vitals-charts', 'No Web Vitals yet.')
}

function showConsent({ consent }: StatsSummary): void {
  const given = consent.accepted + consent.declined
  draw(
    'consent-chart',
    {
      type: 'doughnut',
      data: {
        labels: ['Accepted', 'Declined by the visitor', 'Declined by Global Privacy Control'],
        datasets: [
          {
            data: [consent.accepted, consent.declined - consent.declinedByGpc, consent.declinedByGpc],
            backgroundColor: [COLORS.green, COLORS.red, COLORS.grey],
          },
        ],
      },
    },
    `${given} cookie choices: ${consent.accepted} accepted, ${consent.declined} declined, ${consent.declinedByGpc} of them by Global Privacy Control.`,
  )
  fill(
    'consent-table',
    table('Cookie choices', ['Choice', 'Count'], [
      ['Accepted', consent.accepted],
      ['Declined', consent.declined],
      ['of which by Global Privacy Control', consent.declinedByGpc],
    ]),
  )
}

function showButtons({ buttons }: StatsSummary): void {
  fill(
    'buttons-table',
    buttons.length === 0
      ? 'No tracked buttons yet.'
      : table('Tracked buttons', ['Button', 'Text', 'Shown', 'Clicked'], buttons.map((button) => [button.id ?? '', button.text ?? '', button.renders, button.clicks])),
  )
}

const round = (value: number) => (value < 10 ? Math.round(value * 1000) / 1000 : Math.round(value))

const TOKEN_KEY = 'ss-stats-admin-token'
const tokenForm = byId<HTMLFormElement>('token-form')

/** The token of the address' fragment, moved into session storage so that it leaves the address bar. */
function adminToken(): string | null {
  const fromLink = new URLSearchParams(location.hash.slice(1)).get('token')
  if (fromLink) {
    sessionStorage.setItem(TOKEN_KEY, fromLink)
    history.replaceState(null, '', location.pathname + location.search)
  }
  return sessionStorage.getItem(TOKEN_KEY)
}

function askForToken(message: string): void {
  sessionStorage.removeItem(TOKEN_KEY)
  tokenForm.hidden = false
  byId('token-help').hidden = false
  status(message)
}

async function load(days: string): Promise<void> {
  const token = adminToken()
  if (!token) return askForToken('Enter the admin token to see the statistics.')
  status('Loading…')
  try {
    const response = await fetch(`/api/stats/summary?days=${encodeURIComponent(days)}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    if (response.status === 401) return askForToken('The server did not accept this admin token. Enter it again.')
    if (!response.ok) throw new Error(`the server answered ${response.status}`)
    tokenForm.hidden = true
    byId('token-help').hidden = true
    const parsed = validate(statsSummarySchema, await response.json())
    if (!parsed.success) throw new Error('the server’s answer is not a statistics summary')
    for (const show of [showVisits, showPages, showWebVitals, showConsent, showButtons]) show(parsed.data)
    status(`Showing the last ${parsed.data.days} days.`)
  } catch (error) {
    status(`The statistics could not be loaded: ${(error as Error).message}.`)
  }
}

const period = byId<HTMLSelectElement>('period')
period.addEventListener('change', () => void load(period.value))
// Following the printed link again in this tab changes only the fragment.
window.addEventListener('hashchange', () => void load(period.value))
tokenForm.addEventListener('submit', (event) => {
  event.preventDefault()
  sessionStorage.setItem(TOKEN_KEY, byId<HTMLInputElement>('admin-token').value.trim())
  void load(period.value)
})
void load(period.value)
