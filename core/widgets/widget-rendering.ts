import { z } from 'zod/mini'
import { request } from '../data/request.ts'
import type { RequestError } from '../data/request-error.ts'

export const WIDGET_RENDERING_URL = '/api/widget/GetWidgetRendering'

/**
 * How long one attempt may take before the block gives up and keeps its fallback: 10 s, the limit of the
 * other third-party block that waits on a network (follow buttons).
 */
export const WIDGET_RENDERING_TIMEOUT_MS = 10_000

/** The most items a block shows, whatever its `pageSize` asks (the reference server's limit). */
export const MAX_WIDGET_ITEMS = 30

/** How many items the block JSON asks for: its `pageSize`, when a whole number from 1, at most {@link MAX_WIDGET_ITEMS}. */
export function widgetPageSize(value: unknown): number | undefined {
  const size = (value as { pageSize?: unknown } | null)?.pageSize
  return Number.isInteger(size) && (size as number) >= 1 ? Math.min(size as number, MAX_WIDGET_ITEMS) : undefined
}

/** What the server needs to render one block. */
export interface WidgetRequest {
  /** `flickr`, `instagram`, `fivehundredpix` or `summary`. */
  type: string
  /** The block's id, without its `block-` prefix. */
  id: string
  /** The block JSON. */
  value: unknown
  /** The summarised collection; summaries only. */
  collectionId?: string
}

/** The form fields of the call: `widgetJSON`, preceded by `collectionId` for a summary. */
export function widgetRenderingForm({ type, id, value, collectionId }: WidgetRequest): Record<string, string> {
  const widgetJSON = JSON.stringify({ type, id, value })
  return collectionId === undefined ? { widgetJSON } : { collectionId, widgetJSON }
}

/** The block id the request names: the element's or its block wrapper's `id`, without the `block-` prefix. */
export function blockIdOf(element: HTMLElement): string {
  const id = element.closest('[id^="block-"]')?.id ?? element.id
  return id.replace(/^block-/, '')
}

/** The only success: a JSON object whose `html` is text. */
const renderingAnswer = z.object({ html: z.string() })

export interface WidgetRenderingOptions {
  signal: AbortSignal
  onFailure: (error: RequestError) => void
}

/** POSTs the widget rendering request and resolves with the HTML the server rendered (unsanitised). */
export async function requestWidgetRendering(widget: WidgetRequest, { signal, onFailure }: WidgetRenderingOptions): Promise<string> {
  const answer = await request<z.output<typeof renderingAnswer>>({
    method: 'POST',
    url: WIDGET_RENDERING_URL,
    form: widgetRenderingForm(widget),
    schema: renderingAnswer,
    timeoutMs: WIDGET_RENDERING_TIMEOUT_MS,
    signal,
    onFailure,
  })
  return answer.html
}
