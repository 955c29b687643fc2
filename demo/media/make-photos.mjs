// Writes the demo photos' published sizes, `photos/<name>-<width>w.jpg`, from the source files of
// scikit-image's sample data (Debian's python3-skimage package), resized and encoded by Chromium's canvas:
//   node demo/media/make-photos.mjs /usr/lib/python3/dist-packages/skimage/data
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { launchChromium } from '../../scripts/lib/chromium.mjs'

// The widths the reference server serves (DEMO_PHOTO_WIDTHS in server/images/demo-photos.ts, whose test checks
// that every photo has each): the image loader's sizes up to 1000 px; the smaller sources are enlarged.
const WIDTHS = [1000, 750, 500, 300, 100]
const JPEG_QUALITY = 0.72
/** Each photo's published name and its source file. */
const PHOTOS = {
  astronaut: 'astronaut.png',
  coffee: 'coffee.png',
  cat: 'chelsea.png',
  rocket: 'rocket.jpg',
  'deep-field': 'hubble_deep_field.jpg',
  camera: 'camera.png',
}
const sourceDir = process.argv[2]
if (!sourceDir) throw new Error('usage: node demo/media/make-photos.mjs <skimage data folder>')

const browser = await launchChromium()
try {
  const page = await browser.newPage()
  for (const [name, source] of Object.entries(PHOTOS)) {
    const type = source.endsWith('.png') ? 'image/png' : 'image/jpeg'
    const dataUrl = `data:${type};base64,${(await readFile(join(sourceDir, source))).toString('base64')}`
    for (const width of WIDTHS) {
      const base64 = await page.evaluate(resizedJpeg, { dataUrl, width, quality: JPEG_QUALITY })
      await writeFile(new URL(`photos/${name}-${width}w.jpg`, import.meta.url), Buffer.from(base64, 'base64'))
    }
  }
} finally {
  await browser.close()
}

/** Runs in the page: the image `width` wide (its proportions kept) as a base64 JPEG. */
async function resizedJpeg({ dataUrl, width, quality }) {
  const image = new Image()
  image.src = dataUrl
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth)
  const context = canvas.getContext('2d')
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, 0, 0, canvas.width, canvas.height)
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
