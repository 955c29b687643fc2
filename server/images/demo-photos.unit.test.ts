import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { DEMO_PHOTO_WIDTHS, publishedPhotoWidth, serveDemoPhotos } from './demo-photos.ts'

const demoRoot = fileURLToPath(new URL('../../demo', import.meta.url))
const photosDir = `${demoRoot}/media/photos`
const app = new Hono().get('/media/photos/:file', serveDemoPhotos(['/nonexistent', demoRoot]))
/** Whether the response's body is the file `file` of the photos folder, byte for byte. */
const sends = async (response: Response, file: string) => Buffer.from(await response.arrayBuffer()).equals(readFileSync(`${photosDir}/${file}`))

describe('GET /media/photos/<name>.jpg', () => {
  it('sends the published size the loader asks for, or the next larger one', async () => {
    const exact = await app.request('/media/photos/coffee.jpg?format=750w')
    expect(exact.status).toBe(200)
    expect(exact.headers.get('content-type')).toBe('image/jpeg')
    expect(await sends(exact, 'coffee-750w.jpg')).toBe(true)
    expect(await sends(await app.request('/media/photos/coffee.jpg?format=600w'), 'coffee-750w.jpg')).toBe(true)
  })

  it('sends the largest size for a wider request, or none named', async () => {
    for (const path of ['/media/photos/cat.jpg?format=2500w', '/media/photos/cat.jpg']) {
      expect(await sends(await app.request(path), 'cat-1000w.jpg'), path).toBe(true)
    }
  })

  it('answers 404 for a name that is no photo, a path out of the folder, or a malformed size', async () => {
    for (const path of ['/media/photos/harbour.jpg', '/media/photos/..%2Fphotos%2Fcat.jpg', '/media/photos/cat.png', '/media/photos/cat.jpg?format=wide']) {
      expect((await app.request(path)).status, path).toBe(404)
    }
  })

  it('picks the smallest published width at least as wide as asked', () => {
    expect([100, 101, 500, 999, 1000, 2500].map(publishedPhotoWidth)).toEqual([100, 300, 500, 1000, 1000, 1000])
  })
})

describe('the demo photos', () => {
  it('are each published at every width, and nothing else is in the folder but the photos', () => {
    const files = readdirSync(photosDir).filter((file) => file.endsWith('.jpg')).sort()
    const names = [...new Set(files.map((file) => file.replace(/-\d+w\.jpg$/, '')))]
    expect(names.length).toBeGreaterThanOrEqual(6)
    expect(files).toEqual(names.flatMap((name) => DEMO_PHOTO_WIDTHS.map((width) => `${name}-${width}w.jpg`)).sort())
  })
})
