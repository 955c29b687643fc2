// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createPreviewClient } from './preview-client.ts'

describe('createPreviewClient', () => {
  it("logs 'Document was destroyed' when the framed page is gone, and sends nothing", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const frame = document.createElement('iframe')
      // Never attached: the frame has no window, as after its removal.
      const client = createPreviewClient(frame, 'https://site.example')
      void client.send({ action: 'refresh' })
      expect(warn).toHaveBeenCalledExactlyOnceWith('Document was destroyed')
      client.close()
    } finally {
      warn.mockRestore()
    }
  })
})
