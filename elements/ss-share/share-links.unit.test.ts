import { describe, expect, it } from 'vitest'
import { SHARE_NETWORKS, shareBlockSchema } from './schema.ts'
import { shareLink } from './share-links.ts'

const page = { url: 'https://example.com/tarts?kind=lemon&size=2', title: 'Lemon & lime tart', image: 'https://example.com/t.jpg' }

describe('the share links', () => {
  it("is each network's own share address, with the page encoded in its query", () => {
    expect(Object.fromEntries(SHARE_NETWORKS.map((network) => [network, shareLink(network, page)]))).toEqual({
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Ftarts%3Fkind%3Dlemon%26size%3D2',
      x: 'https://x.com/intent/post?url=https%3A%2F%2Fexample.com%2Ftarts%3Fkind%3Dlemon%26size%3D2&text=Lemon+%26+lime+tart',
      linkedin: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Ftarts%3Fkind%3Dlemon%26size%3D2',
      pinterest:
        'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fexample.com%2Ftarts%3Fkind%3Dlemon%26size%3D2&media=https%3A%2F%2Fexample.com%2Ft.jpg&description=Lemon+%26+lime+tart',
      reddit: 'https://www.reddit.com/submit?url=https%3A%2F%2Fexample.com%2Ftarts%3Fkind%3Dlemon%26size%3D2&title=Lemon+%26+lime+tart',
      whatsapp: 'https://wa.me/?text=Lemon+%26+lime+tart+https%3A%2F%2Fexample.com%2Ftarts%3Fkind%3Dlemon%26size%3D2',
      email: 'mailto:?subject=Lemon%20%26%20lime%20tart&body=https%3A%2F%2Fexample.com%2Ftarts%3Fkind%3Dlemon%26size%3D2',
    })
  })

  it('leaves out an empty title and a missing image', () => {
    const bare = { url: 'https://example.com/', title: '' }
    expect(shareLink('x', bare)).toBe('https://x.com/intent/post?url=https%3A%2F%2Fexample.com%2F')
    expect(shareLink('pinterest', bare)).toBe('https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fexample.com%2F')
    expect(shareLink('whatsapp', bare)).toBe('https://wa.me/?text=https%3A%2F%2Fexample.com%2F')
  })

  it('reads the networks as a list or as names separated by spaces, and refuses unknown ones', () => {
    expect(shareBlockSchema.parse({}).networks).toEqual([...SHARE_NETWORKS])
    expect(shareBlockSchema.parse({ networks: ' email  x,reddit ' }).networks).toEqual(['email', 'x', 'reddit'])
    expect(shareBlockSchema.parse({ networks: ['linkedin'] }).networks).toEqual(['linkedin'])
    expect(shareBlockSchema.safeParse({ networks: 'myspace' }).success).toBe(false)
  })
})
