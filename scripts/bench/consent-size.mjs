// What a page with only the cookie banner loads, against vanilla-cookieconsent's own dist files, gzip -9 both.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { fileSizes, staticImportClosure } from '../lib/dist-files.mjs'

export const BANNER_ENTRY = 'elements/ss-cookie-banner.standalone.js'
export const cookieconsentDir = fileURLToPath(new URL('../../node_modules/vanilla-cookieconsent/', import.meta.url))
export const COOKIECONSENT_FILES = ['dist/cookieconsent.esm.js', 'dist/cookieconsent.css']

const cookieconsentVersion = () => JSON.parse(readFileSync(`${cookieconsentDir}package.json`, 'utf8')).version

/**
 * Our side is the banner's entry and every chunk it imports statically (the banner's CSS is inside its
 * JavaScript); theirs is the ES module build and the stylesheet a page needs to show cookieconsent's banner.
 */
export default {
  name: 'Cookie banner: what a page with only the banner loads, against vanilla-cookieconsent',
  run({ distDir }) {
    const ours = staticImportClosure(distDir, BANNER_ENTRY).map((file) => fileSizes(distDir, file))
    const theirs = COOKIECONSENT_FILES.map((file) => {
      const bytes = readFileSync(`${cookieconsentDir}${file}`)
      return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
    })
    const total = (sizes, key) => sizes.reduce((sum, size) => sum + size[key], 0)
    const row = (what, files, sizes) => ({ what, files, 'raw (B)': total(sizes, 'raw'), 'gzip -9 (B)': total(sizes, 'gzip') })
    const oursRow = row(`<ss-cookie-banner>: ${BANNER_ENTRY} and its imports (JS, CSS inside)`, ours.length, ours)
    const theirsRow = row(`vanilla-cookieconsent ${cookieconsentVersion()}: ${COOKIECONSENT_FILES.join(' + ')}`, theirs.length, theirs)
    const difference = oursRow['gzip -9 (B)'] - theirsRow['gzip -9 (B)']
    return [
      oursRow,
      theirsRow,
      {
        what: difference < 0 ? 'ss-cookie-banner is smaller by' : 'ss-cookie-banner is LARGER by',
        files: '',
        'raw (B)': oursRow['raw (B)'] - theirsRow['raw (B)'],
        'gzip -9 (B)': difference,
      },
    ]
  },
}
