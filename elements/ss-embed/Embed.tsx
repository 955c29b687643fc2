import { useEffect, useMemo, useRef, useState } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useLightDom } from '../../core/element/use-light-dom.ts'
import { libraryPolicy } from '../../core/html/trusted-types.ts'
import { EMBED_MESSAGES, embedDocument, readEmbedMarkup, reportedHeight, SIZE_REQUEST } from './embed-markup.ts'
import type { EmbedConfig } from './schema.ts'

/** The template and its content: a template added, replaced or edited draws the embed again. */
const CONTENT: MutationObserverInit = { childList: true, subtree: true, characterData: true }

/**
 * The embed: its markup in a frame sandboxed to scripts only. Without `allow-same-origin` the frame's document
 * has an opaque origin, so the author's script reaches neither this page, its storage nor its cookies; the only
 * thing the page takes from it is a checked height message.
 */
export function Embed({ config, host }: ElementProps<EmbedConfig>) {
  const markup = useLightDom(host.element, readEmbedMarkup, CONTENT)
  if (markup.state !== 'ready') return <p part="message">{EMBED_MESSAGES[markup.state]}</p>
  return <EmbedFrame html={markup.html} label={config.label} />
}

function EmbedFrame({ html, label }: { html: string; label: string }) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState<number>()
  // Through the library's Trusted Types policy: whatever the document holds runs only in the sandbox. Made once
  // per markup, so that drawing again (a new height) never loads the frame again.
  const frameDocument = useMemo(() => libraryPolicy().createHTML(embedDocument(html)), [html])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const reported = reportedHeight(event.data)
      if (reported !== undefined && event.source === frame.current?.contentWindow) setHeight(reported)
    }
    window.addEventListener('message', onMessage)
    // A frame the server drew may have loaded, and told its height, before this listened.
    frame.current?.contentWindow?.postMessage(SIZE_REQUEST, '*')
    return () => window.removeEventListener('message', onMessage)
  }, [])

  return (
    <iframe
      ref={frame}
      part="frame"
      sandbox="allow-scripts"
      title={label}
      // React hands the value to setAttribute() as it is, so a TrustedHTML stays one (its typings want a string).
      srcDoc={frameDocument as string}
      style={height === undefined ? undefined : { height: `${height}px` }}
    />
  )
}
