import type { ComponentType } from 'react'
import type { GalleryDesign } from '../schema/block-schema.ts'
import { AutocolumnsDesign } from './AutocolumnsDesign.tsx'
import { AutorowsDesign } from './AutorowsDesign.tsx'
import { CarouselDesign } from './CarouselDesign.tsx'
import { GridDesign } from './GridDesign.tsx'
import { ListDesign } from './ListDesign.tsx'
import { SliderDesign } from './SliderDesign.tsx'
import { StackedDesign } from './stacked/StackedDesign.tsx'

/** The component that draws each of the nine designs. */
export const DESIGNS: Record<GalleryDesign, ComponentType> = {
  stacked: StackedDesign,
  slideshow: StackedDesign,
  slider: SliderDesign,
  grid: GridDesign,
  autogrid: GridDesign,
  autocolumns: AutocolumnsDesign,
  autorows: AutorowsDesign,
  carousel: CarouselDesign,
  list: ListDesign,
}
