import { describe, expect, it } from 'vitest'
import { FILE_START, nextFileState, type FileEvent } from './file-states.ts'

const run = (events: FileEvent[]) => events.reduce(nextFileState, FILE_START)

describe('a file in the file manager', () => {
  it('uploads with progress that only grows, within 0 and 1', () => {
    expect(FILE_START).toEqual({ status: 'uploading', progress: 0 })
    expect(run([{ type: 'progress', fraction: 0.4 }])).toEqual({ status: 'uploading', progress: 0.4 })
    expect(run([{ type: 'progress', fraction: 0.4 }, { type: 'progress', fraction: 0.2 }])).toEqual({ status: 'uploading', progress: 0.4 })
    expect(run([{ type: 'progress', fraction: 7 }])).toEqual({ status: 'uploading', progress: 1 })
  })

  it('is processed once uploaded, then ready', () => {
    expect(run([{ type: 'uploaded' }])).toEqual({ status: 'processing' })
    expect(run([{ type: 'uploaded' }, { type: 'processed' }])).toEqual({ status: 'ready' })
  })

  it('fails with the text of the step that failed', () => {
    expect(run([{ type: 'upload-failed' }])).toEqual({ status: 'failed', message: 'File upload failed to complete' })
    expect(run([{ type: 'uploaded' }, { type: 'processing-failed' }])).toEqual({ status: 'failed', message: 'File processing failed' })
    expect(run([{ type: 'uploaded' }, { type: 'processing-incomplete' }])).toEqual({
      status: 'failed',
      message: 'File processing failed to complete',
    })
  })

  it('is cancelled while uploading or processing, not once ready', () => {
    const cancelled = { status: 'cancelled', message: 'File processing cancelled' }
    expect(run([{ type: 'cancel' }])).toEqual(cancelled)
    expect(run([{ type: 'uploaded' }, { type: 'cancel' }])).toEqual(cancelled)
    expect(run([{ type: 'uploaded' }, { type: 'processed' }, { type: 'cancel' }])).toEqual({ status: 'ready' })
  })

  it('starts again on retry after a failure or a cancel', () => {
    expect(run([{ type: 'upload-failed' }, { type: 'retry' }])).toEqual(FILE_START)
    expect(run([{ type: 'cancel' }, { type: 'retry' }])).toEqual(FILE_START)
    expect(run([{ type: 'retry' }])).toEqual(FILE_START)
    expect(run([{ type: 'uploaded' }, { type: 'retry' }])).toEqual({ status: 'processing' })
  })
})
