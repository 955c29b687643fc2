/**
 * The theme's look for `<ss-accordion>`, whose items are its light DOM: a divider between items, room around
 * each title and body, and a chevron at the end of the title, in place of the element's own marker, that turns
 * as an item opens. It covers the items as written (`<details>` and `<summary>`, before and without script) and
 * as the element upgrades them (a heading around a `button[aria-expanded]`, a `[role=region]` body). Every
 * selector is inside `:where()`, so a page's own rule wins.
 */
export const accordionThemeCss = /* css */ `
:where(ss-accordion) {
  --ss-accordion-divider: 1px solid var(--ss-color-divider);
}
:where(ss-accordion:not(:defined) > details) {
  border-block-end: var(--ss-accordion-divider);
}
:where(ss-accordion :is(h1, h2, h3, h4, h5, h6):has(> button[aria-expanded])) {
  margin: 0;
  font-size: inherit;
}
/* A heading written in a summary looks as it will once it holds the item's button. */
:where(ss-accordion summary > :is(h1, h2, h3, h4, h5, h6)) {
  margin: 0;
  font: inherit;
}
:where(ss-accordion :is(summary, button[aria-expanded])) {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  box-sizing: border-box;
  width: 100%;
  padding: 16px 4px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: var(--ss-font-weight-semibold);
  text-align: start;
  list-style: none;
  cursor: pointer;
}
:where(ss-accordion summary)::-webkit-details-marker {
  display: none;
}
:where(ss-accordion button[aria-expanded])::before {
  content: none;
}
:where(ss-accordion :is(summary, button[aria-expanded]))::after {
  content: '';
  flex: none;
  width: 8px;
  height: 8px;
  border-inline-end: 2px solid currentColor;
  border-block-end: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg);
  transition: transform var(--ss-duration-250);
}
:where(ss-accordion :is(details[open] > summary, button[aria-expanded='true']))::after {
  transform: translateY(25%) rotate(-135deg);
}
:where(ss-accordion :is(summary, button[aria-expanded])):focus-visible {
  outline: 2px solid var(--ss-color-focus);
  outline-offset: 2px;
}
/* The body's room is on its content, not on the panel: a closed panel (hidden until found) keeps its padding. */
:where(ss-accordion :is(details > :not(summary), [role='region'] > *)) {
  margin-block: 0 16px;
  padding-inline: 4px;
}
@media (prefers-reduced-motion: reduce) {
  :where(ss-accordion :is(summary, button[aria-expanded]))::after {
    transition: none;
  }
}
`
