import { z } from 'zod/mini'

/** The audio block has no settings of its own: the light-DOM `<audio>` says what plays. */
export const audioBlockSchema = z.object({})

export type AudioConfig = z.output<typeof audioBlockSchema>

export interface AudioMethods {
  play(): void
  pause(): void
}
