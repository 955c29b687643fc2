// A stand-in for https://www.google.com/recaptcha/api.js in the browser tests (never the real script): the
// same explicit-render API (render, getResponse, reset, the onload and expired callbacks), a checkbox for the
// widget, and a record in window.fakeRecaptcha of what the page asked of it.
;(() => {
  const record = (window.fakeRecaptcha ??= { loads: 0, widgets: [] })
  record.loads += 1

  window.grecaptcha = {
    render(container, parameters) {
      // As the real one does.
      if (container.dataset.fakeRecaptcha) throw new Error('reCAPTCHA has already been rendered in this element')
      const id = record.widgets.length
      const label = document.createElement('label')
      const checkbox = document.createElement('input')
      checkbox.type = 'checkbox'
      label.append(checkbox, " I'm not a robot")
      container.append(label)
      container.dataset.fakeRecaptcha = String(id)
      const widget = { container, parameters, token: '', resets: 0 }
      checkbox.addEventListener('change', () => {
        widget.token = checkbox.checked ? `captcha-token-${id}-${widget.resets}` : ''
        if (checkbox.checked) parameters.callback(widget.token)
      })
      widget.complete = () => checkbox.click()
      widget.expire = () => {
        widget.token = ''
        checkbox.checked = false
        parameters['expired-callback']()
      }
      widget.reset = () => {
        widget.token = ''
        checkbox.checked = false
        widget.resets += 1
      }
      record.widgets.push(widget)
      return id
    },
    getResponse: (id) => record.widgets[id].token,
    reset: (id) => record.widgets[id].reset(),
  }

  const onload = new URL(document.currentScript.src).searchParams.get('onload')
  if (onload) window[onload]()
})()
