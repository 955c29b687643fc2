import { createElementClass } from '../../core/element/create-element-class.ts'
import { embedAttributes } from './attributes.ts'

/**
 * @tag ss-embed
 * @summary The embed block: the author's markup from a light-DOM `<template>`, shown in a sandboxed frame sized to its content.
 *
 * @attr {string} data-block-json - The block JSON: `{"label": "…"}`, the frame's accessible name.
 *
 * @fires {CustomEvent<{tag: string, attribute: string, path: string, message: string}>} ss-error - The configuration is unusable; the light DOM shows instead.
 *
 * @slot - A `<template>` holding the embed markup; other light-DOM content is the no-JavaScript fallback.
 *
 * @csspart frame - The sandboxed frame that shows the markup.
 * @csspart message - The message shown instead of the frame when the markup is empty or invalid.
 *
 * @cssprop [--ss-embed-min-height=0px] - The frame's height before its content has reported its own.
 */
export class SsEmbed extends createElementClass({
  tag: 'ss-embed',
  attributes: embedAttributes,
  load: () => import('./implementation.ts'),
}) {}
