import type { ComponentType } from 'react'
import type { GalleryDesign } from '../schema/block-schema.ts'
import { AutocolumnsDesign } from './AutocolumnsDesign.tsx'
import { CarouselDesign } from './CarouselDesign.tsx'
import { GridDesign } from './GridDesign.tsx'
import { ListDesign } from './ListDesign.tsx'
import { SliderDesign } from './SliderDesign.tsx'
import { StackedDesign } from './stacked/StackedDesign.tsx'

/** The component that draws each of the eight designs. */
export const DESIGNS: Record<GalleryDesign, ComponentType> = {
  stacked: StackedDesign,
  slideshow: StackedDesign,
  slider: SliderDesign,
  grid: GridDesign,
  autogrid: GridDesign,
  autocolumns: AutocolumnsDesign,
  carousel: CarouselDesign,
  list: ListDesign,
}
