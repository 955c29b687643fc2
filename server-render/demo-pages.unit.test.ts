import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_BLOCKS } from '../elements/server.ts'
import { renderPage } from './render-page.ts'

const blocksIn = (html: string, tag: string) => html.split(`<${tag}`).length - 1

describe("every block's demo page, server-rendered", () => {
  for (const tag of Object.keys(SERVER_BLOCKS)) {
    const source = readFileSync(new URL(`../elements/${tag}/demo.html`, import.meta.url), 'utf8')
    it(`${tag}: every block gets a declarative shadow root, with no warning`, async () => {
      const { html, warnings } = await renderPage(source)
      expect(warnings).toEqual([])
      expect(html.split(`<template shadowrootmode="open"><link rel="stylesheet" href="/dist/styles/${tag}.css">`).length - 1).toBe(blocksIn(source, tag))
    })
  }
})
