import { useLayoutEffect, useRef, useState } from 'react'
import type { ElementProps } from '../../core/element/react-implementation.tsx'
import { useInBrowser } from '../../core/element/use-in-browser.ts'
import type { ShareChannel, ShareConfig, ShareDetail, ShareNetwork } from './schema.ts'
import { httpUrl, NETWORK_NAMES, pageImage, pageUrl, shareLink, type SharedPage } from './share-links.ts'

const COPIED_MESSAGE = 'Link copied'
const COPY_FAILED_MESSAGE = 'Copy the link below'

const sharedPage = (config: ShareConfig): SharedPage => ({
  url: httpUrl(config.url) ?? pageUrl(),
  title: config.shareTitle ?? document.title,
  image: httpUrl(config.image) ?? pageImage(),
})

/**
 * What a server knows of the shared page: the configuration's absolute addresses and title, nothing of the page
 * itself. Hydration draws this too; the page's own address, title and image follow at once.
 */
const configuredPage = (config: ShareConfig): SharedPage => ({
  url: httpUrl(config.url, null) ?? '',
  title: config.shareTitle ?? '',
  image: httpUrl(config.image, null),
})

/** The status line, and whether the address shows for copying by hand. */
interface CopyOutcome {
  status: string
  showUrl: boolean
}

/**
 * The share block: a plain link per network, and one button, the device's share sheet where the browser has
 * one, else "Copy link". Nothing is requested until a visitor follows a link.
 */
export function Share({ config, host }: ElementProps<ShareConfig>) {
  const inBrowser = useInBrowser()
  const page = inBrowser ? sharedPage(config) : configuredPage(config)
  const canShare = inBrowser && typeof navigator.share === 'function'
  const [outcome, setOutcome] = useState<CopyOutcome>({ status: '', showUrl: false })
  const urlField = useRef<HTMLInputElement>(null)
  const shared = (network: ShareChannel) => host.emit<ShareDetail>('ss-share', { network })

  useLayoutEffect(() => {
    if (outcome.status === COPY_FAILED_MESSAGE) urlField.current!.select()
  }, [outcome])

  const copy = async () => {
    // Emptied first, so that a second copy is announced again rather than left as unchanged text.
    setOutcome(({ showUrl }) => ({ status: '', showUrl }))
    try {
      await navigator.clipboard.writeText(page.url)
      setOutcome({ status: COPIED_MESSAGE, showUrl: false })
      shared('copy')
    } catch {
      setOutcome({ status: COPY_FAILED_MESSAGE, showUrl: true })
    }
  }

  const webShare = async () => {
    try {
      await navigator.share({ url: page.url, title: page.title })
      shared('web-share')
    } catch (error) {
      if ((error as Error).name !== 'AbortError') await copy()
    }
  }

  return (
    <div part="base" role="group" aria-label={config.label}>
      <ul part="list">
        {config.networks.map((network) => (
          <li key={network}>
            <NetworkLink network={network} page={page} onFollow={() => shared(network)} />
          </li>
        ))}
        <li>
          <button part="button" type="button" onClick={canShare ? webShare : copy}>
            {canShare ? 'Share…' : 'Copy link'}
          </button>
        </li>
      </ul>
      <input part="url" ref={urlField} readOnly aria-label="Link to this page" value={page.url} hidden={!outcome.showUrl} />
      <p part="status" role="status">
        {outcome.status}
      </p>
    </div>
  )
}

/** A network's own share address, in a new tab; email in the same tab, where the mail program opens. */
function NetworkLink({ network, page, onFollow }: { network: ShareNetwork; page: SharedPage; onFollow: () => void }) {
  const email = network === 'email'
  return (
    <a
      part="link"
      data-network={network}
      href={shareLink(network, page)}
      target={email ? undefined : '_blank'}
      rel={email ? undefined : 'noopener noreferrer'}
      onClick={onFollow}
    >
      <span className="visually-hidden">{email ? 'Share by ' : 'Share on '}</span>
      {NETWORK_NAMES[network]}
    </a>
  )
}
