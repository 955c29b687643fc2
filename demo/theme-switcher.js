// The demo site's theme switcher: Light, Dark or System (the visitor's preference). A classic script loaded in
// <head>, so that a remembered choice applies before the first paint (no flash of the other theme). The choice
// is stored only when the visitor makes one; choosing System forgets it.
;(() => {
  const STORAGE_KEY = 'ss-demo-theme'
  const root = document.documentElement

  applyTheme(storedChoice())
  document.addEventListener('DOMContentLoaded', () => {
    const select = document.querySelector('.theme-choice')
    if (!select) return
    select.value = storedChoice()
    select.addEventListener('change', () => {
      applyTheme(select.value)
      storeChoice(select.value)
    })
  })

  /** 'light' and 'dark' force a theme (`data-ss-theme` on <html>); 'system' leaves it to the visitor's preference. */
  function applyTheme(choice) {
    if (choice === 'system') delete root.dataset.ssTheme
    else root.dataset.ssTheme = choice
  }

  function storedChoice() {
    try {
      const choice = localStorage.getItem(STORAGE_KEY)
      return choice === 'light' || choice === 'dark' ? choice : 'system'
    } catch {
      return 'system' // storage refused (a sandboxed frame, a privacy setting): follow the visitor's preference
    }
  }

  function storeChoice(choice) {
    try {
      if (choice === 'system') localStorage.removeItem(STORAGE_KEY)
      else localStorage.setItem(STORAGE_KEY, choice)
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  }
})()
