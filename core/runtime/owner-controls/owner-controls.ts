import type { PageContext } from '../../context/page-context.ts'
import { mayEditSite } from '../../context/may-edit-site.ts'
import { adoptStyles } from '../../dom/adopt-styles.ts'
import { forgetPopupRecords, openPopup, previewPopup, showAnnouncementAgain } from './overlay-actions.ts'
import { ownerControlsStyles } from './styles.ts'

interface Control {
  label: string
  /** Does it; answers what the status line then says. */
  run(doc: Document): string
}

interface ControlGroup {
  label: string
  /** Whether the page's settings, or the page itself, carry this overlay. */
  present(context: PageContext, doc: Document): boolean
  controls: readonly Control[]
}

const NO_POPUP = 'This page has no popup.'

const GROUPS: readonly ControlGroup[] = [
  {
    label: 'Popup overlay manager',
    present: (context, doc) => context.websiteSettings?.popupOverlaySettings != null || doc.querySelector('ss-popup') !== null,
    controls: [
      { label: 'Open popup', run: (doc) => (openPopup(doc) ? 'The popup is open.' : NO_POPUP) },
      { label: 'Preview popup', run: (doc) => (previewPopup(doc) ? 'The popup preview is open; nothing is stored.' : NO_POPUP) },
      {
        label: 'Show popup again',
        run: (doc) =>
          forgetPopupRecords(doc)
            ? 'This browser’s popup record is cleared: the popup shows again by its display rule.'
            : 'This browser keeps no popup record (its storage is unavailable).',
      },
    ],
  },
  {
    label: 'Announcement bar',
    present: (context, doc) => context.showAnnouncementBar === true || doc.querySelector('ss-announcement-bar') !== null,
    controls: [
      {
        label: 'Show announcement bar',
        run: (doc) => (showAnnouncementAgain(doc) ? 'The announcement bar shows again.' : 'This page has no announcement bar.'),
      },
    ],
  },
]

/**
 * The overlays manager of an account that may edit the site (000 §1, §6): a collapsed panel in the corner of
 * the page, with the popup overlay manager's controls (open the popup, preview it, clear this browser's record
 * of it) and the announcement bar trigger (show the bar again), for the overlays the site has. Nothing for
 * anyone else. Returns a function that removes it.
 */
export function startOwnerControls(context: PageContext, doc: Document = document): () => void {
  const groups = GROUPS.filter((group) => group.present(context, doc))
  if (!mayEditSite(context) || groups.length === 0) return () => {}
  const host = doc.createElement('div')
  host.setAttribute('data-ss-owner-controls', '')
  const root = host.attachShadow({ mode: 'open' })
  adoptStyles(root, ownerControlsStyles)
  const status = element(doc, 'p', { role: 'status', part: 'status' })
  const panel = element(doc, 'aside', { 'aria-label': 'Overlays manager', part: 'base' })
  const details = panel.appendChild(element(doc, 'details', {}))
  details.append(element(doc, 'summary', { part: 'summary' }, 'Overlays'))
  for (const group of groups) {
    const box = details.appendChild(element(doc, 'div', { role: 'group', 'aria-label': group.label, part: 'group' }))
    for (const control of group.controls) {
      const button = box.appendChild(element(doc, 'button', { type: 'button', part: 'button' }, control.label))
      button.addEventListener('click', () => (status.textContent = control.run(doc)))
    }
  }
  details.append(status)
  root.append(panel)
  doc.body.append(host)
  return () => host.remove()
}

function element(doc: Document, tag: string, attributes: Record<string, string>, text?: string): HTMLElement {
  const made = doc.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value)
  if (text !== undefined) made.textContent = text
  return made
}
