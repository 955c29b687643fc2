import { z } from 'zod/mini'

/** The block JSON of `<ss-embed>`: the markup itself comes from the element's light-DOM `<template>`. */
export const embedBlockSchema = z.object({
  label: z._default(z.string(), 'Embedded content'),
})

export type EmbedConfig = z.output<typeof embedBlockSchema>
