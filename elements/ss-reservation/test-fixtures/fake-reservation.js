// Stands in for the booking service's widget loader in the browser tests: records each load (its query) in
// window.fakeReservation and, as the real one does, puts the widget's frame right after its own <script>,
// sized by its theme. The restaurant id `never-ready` makes a script that loads and draws nothing.
;(() => {
  const script = document.currentScript
  const params = new URL(script.src).searchParams
  const record = (window.fakeReservation ??= { loads: [] })
  record.loads.push(Object.fromEntries(params))
  if (params.get('rid') === 'never-ready') return
  const frame = document.createElement('iframe')
  frame.title = 'Online reservations'
  frame.dataset.theme = params.get('theme')
  const [width, height] = params.get('theme') === 'wide' ? [840, 150] : [224, 301]
  frame.width = String(width)
  frame.height = String(height)
  script.after(frame)
})()
