/** The shortest time the popup stays after a sign-up, so that the success text can be read. */
export const SIGNUP_READING_MIN_MS = 4000
/** Reading time per word of the success text: 200 words a minute, a slow reader's pace. */
export const SIGNUP_READING_MS_PER_WORD = 300

/** How long the success text of a sign-up takes to read. */
export function readingTimeMs(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(SIGNUP_READING_MIN_MS, words * SIGNUP_READING_MS_PER_WORD)
}

/** The success text a form (`<ss-form>`, `<ss-newsletter>`) shows after its submission. */
export function successText(form: Element): string {
  return form.shadowRoot?.querySelector('[part~="success"]')?.textContent ?? form.textContent ?? ''
}
